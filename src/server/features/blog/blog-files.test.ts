import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePostFile, readPostFiles } from './blog-files.js';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

describe('blog post files', () => {
  it('reads front matter, body, slug and a read time from the word count', async () => {
    const posts = await readPostFiles(fixtures);
    expect(posts.map((post) => post.slug)).toEqual(['packing-for-day-one', 'reading-a-license']);
    const [packing, license] = posts;
    expect(packing).toMatchObject({
      title: 'Packing for day one',
      category: 'First weeks',
      publishedAt: '2026-05-02T00:00:00.000Z',
      featuredImage: null,
      readTime: 1,
      content: 'Label everything, twice.\n\n- Spare clothes\n- Diapers and wipes',
    });
    expect(license?.readTime).toBe(2);
    expect(license?.publishedAt).toBe('2026-07-19T00:00:00.000Z');
  });

  it('names the file and the field when the front matter is wrong', () => {
    expect(() => parsePostFile('broken.md', 'no front matter here')).toThrow('broken.md: no front matter');
    expect(() => parsePostFile('untitled.md', '---\nsummary: x\n---\nBody')).toThrow(/untitled\.md: front matter title/);
  });
});

describe('a deployment without posts', () => {
  it('has no posts rather than failing to start', async () => {
    expect(await readPostFiles('/nonexistent/careroute-blog')).toEqual([]);
  });
});
