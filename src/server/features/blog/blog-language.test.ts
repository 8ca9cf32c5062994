import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogListResponse, blogPost } from '#shared/schemas/blog.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';
import { parsePostFile, readPostFiles } from './blog-files.js';
import { upsertPosts } from './blog.repository.js';

const translated = fileURLToPath(new URL('./translated-fixtures', import.meta.url));
const post = (frontMatter: string) => `---\ntitle: T\nsummary: S\ncategory: C\nauthor: A\npublishedAt: "2026-11-24"\n${frontMatter}---\nBody`;

describe('a post file in Spanish', () => {
  it('is English without a language, and reads "es" and the original it translates', async () => {
    expect(parsePostFile('plain.md', post(''))).toMatchObject({ language: 'en', translationOf: null });
    const posts = await readPostFiles(translated);
    expect(posts.map(({ slug, language, translationOf }) => ({ slug, language, translationOf }))).toEqual([
      { slug: 'packing-for-day-one', language: 'en', translationOf: null },
      { slug: 'que-llevar-el-primer-dia', language: 'es', translationOf: 'packing-for-day-one' },
    ]);
  });

  it('names the file and the field for a language other than en or es', () => {
    expect(() => parsePostFile('french.md', post('language: "fr"\n'))).toThrow(/french\.md: front matter language/);
    expect(() => parsePostFile('spanish.md', post('language: "Spanish"\n'))).toThrow(/spanish\.md: front matter language/);
  });

  it('stops the start when a translation names an original that is missing or not an original', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'careroute-blog-'));
    await writeFile(path.join(folder, 'huerfano.md'), post('language: "es"\ntranslationOf: "no-such-post"\n'));
    await expect(readPostFiles(folder)).rejects.toThrow('huerfano.md: front matter translationOf names no-such-post.md, which is not in the folder');

    const same = await mkdtemp(path.join(tmpdir(), 'careroute-blog-'));
    await writeFile(path.join(same, 'original.md'), post('language: "es"\n'));
    await writeFile(path.join(same, 'copia.md'), post('language: "es"\ntranslationOf: "original"\n'));
    await expect(readPostFiles(same)).rejects.toThrow(/copia\.md: front matter translationOf names original\.md, which is not an original in another language/);
  });
});

describe.each(testEngines)('blog languages on %s', (engine) => {
  const t = useTestApp(engine);
  beforeAll(async () => {
    await upsertPosts(t.database.db, await readPostFiles(translated));
  });

  it('lists English first, even before a newer translation, and opens each post with its language and original', async () => {
    const list = blogListResponse.parse((await t.app.inject({ url: '/api/blog' })).json());
    expect(list.content.map(({ slug, language, translationOf }) => ({ slug, language, translationOf }))).toEqual([
      { slug: 'packing-for-day-one', language: 'en', translationOf: null },
      { slug: 'que-llevar-el-primer-dia', language: 'es', translationOf: 'packing-for-day-one' },
    ]);
    const opened = blogPost.parse((await t.app.inject({ url: '/api/blog/que-llevar-el-primer-dia' })).json());
    expect(opened).toMatchObject({ language: 'es', translationOf: 'packing-for-day-one', title: 'Qué llevar el primer día' });
  });
});
