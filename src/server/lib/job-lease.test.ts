import { describe, expect, it } from 'vitest';
import { readPostFiles } from '#server/features/blog/blog-files.js';
import { listPosts, upsertPosts } from '#server/features/blog/blog.repository.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { whileHolding } from './job-lease.js';

/** Instances starting at once seed one after the other (docs/decisions/0032). */
describe.each(testEngines)('whileHolding on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('runs the work of two holders of one lease one after the other, never side by side', async () => {
    const spans: Array<[number, number]> = [];
    const work = async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      spans.push([start, performance.now()]);
    };
    await Promise.all([whileHolding(database.db, 'test-seed', 10_000, work), whileHolding(database.db, 'test-seed', 10_000, work)]);
    const [first, second] = [...spans].sort((a, b) => a[0] - b[0]);
    expect(second![0]).toBeGreaterThanOrEqual(first![1]);
  });

  it('lets two instances seed the blog at once without a duplicate key', async () => {
    const posts = await readPostFiles('content/blog');
    const seed = () => whileHolding(database.db, 'seed', 10_000, () => upsertPosts(database.db, posts));
    await Promise.all([seed(), seed()]);
    expect((await listPosts(database.db)).length).toBe(posts.length);
  });
});
