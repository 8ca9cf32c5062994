import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { blogListResponse, blogPost } from '#shared/schemas/blog.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';
import { readPostFiles } from './blog-files.js';
import { upsertPosts } from './blog.repository.js';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

describe.each(testEngines)('blog API on %s', (engine) => {
  const t = useTestApp(engine);
  beforeAll(async () => {
    await upsertPosts(t.database.db, await readPostFiles(fixtures));
  });

  it('lists every post, newest first, in the contract shape', async () => {
    const response = await t.app.inject({ url: '/api/blog' });
    expect(response.statusCode).toBe(200);
    const body = blogListResponse.parse(response.json());
    expect(body.totalElements).toBe(2);
    expect(body.content.map((post) => post.id)).toEqual(['reading-a-license', 'packing-for-day-one']);
  });

  it('counts a view each time a post is opened, by id or slug', async () => {
    const first = blogPost.parse((await t.app.inject({ url: '/api/blog/packing-for-day-one' })).json());
    const second = blogPost.parse((await t.app.inject({ url: '/api/blog/packing-for-day-one' })).json());
    expect(second.viewCount).toBe(first.viewCount + 1);
  });

  it('keeps view counts when the posts are loaded again at the next start', async () => {
    await t.app.inject({ url: '/api/blog/reading-a-license' });
    const before = blogListResponse.parse((await t.app.inject({ url: '/api/blog' })).json());
    await upsertPosts(t.database.db, await readPostFiles(fixtures));
    const after = blogListResponse.parse((await t.app.inject({ url: '/api/blog' })).json());
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown post', async () => {
    const response = await t.app.inject({ url: '/api/blog/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: messages.blog.postNotFound, code: 'NOT_FOUND' });
  });
});
