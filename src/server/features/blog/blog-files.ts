import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { blogLanguage } from '#shared/schemas/blog.js';

/** What a post file says about itself in its front matter. */
const frontMatter = z.object({
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  category: z.string().trim().min(1),
  author: z.string().trim().min(1),
  publishedAt: z.union([z.string(), z.date()]).transform((value) => new Date(value).toISOString()),
  featuredImage: z.string().trim().min(1).optional(),
  /** Absent on the English originals; a translation says its language (docs/decisions/0038). */
  language: blogLanguage.default('en'),
  /** A translation names the file (without .md) it was translated from. */
  translationOf: z.string().trim().min(1).optional(),
});

export interface BlogPostFile extends Omit<z.infer<typeof frontMatter>, 'featuredImage' | 'translationOf'> {
  slug: string;
  content: string;
  featuredImage: string | null;
  translationOf: string | null;
  readTime: number;
}

/** Adult reading speed for plain prose; a post is never under a minute. */
const WORDS_PER_MINUTE = 200;
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parsePostFile(fileName: string, text: string): BlogPostFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${fileName}: no front matter (--- ... ---) at the top`);
  const parsed = frontMatter.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    throw new Error(`${fileName}: front matter ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  const content = (match[2] ?? '').trim();
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    ...parsed.data,
    slug: path.basename(fileName, '.md'),
    content,
    featuredImage: parsed.data.featuredImage ?? null,
    translationOf: parsed.data.translationOf ?? null,
    readTime: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/** Every `*.md` post in the folder (none when there is no folder); a broken file stops start-up with its name. */
export async function readPostFiles(folder: string): Promise<BlogPostFile[]> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries.filter((name) => name.endsWith('.md')).sort();
  const posts = await Promise.all(names.map(async (name) => parsePostFile(name, await readFile(path.join(folder, name), 'utf8'))));
  checkTranslations(posts);
  return posts;
}

/** A translation must name an original in another language that is here, so the page's link to it always opens something. */
function checkTranslations(posts: readonly BlogPostFile[]): void {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  for (const post of posts) {
    if (post.translationOf === null) continue;
    const original = bySlug.get(post.translationOf);
    if (!original) throw new Error(`${post.slug}.md: front matter translationOf names ${post.translationOf}.md, which is not in the folder`);
    if (original.language === post.language || original.translationOf !== null) {
      throw new Error(`${post.slug}.md: front matter translationOf names ${post.translationOf}.md, which is not an original in another language`);
    }
  }
}
