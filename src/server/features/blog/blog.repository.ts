import { sql } from 'kysely';
import { blogLanguage, type BlogPost } from '#shared/schemas/blog.js';
import type { Db } from '#server/db/database.js';
import type { BlogPostRow } from '#server/db/schema.js';
import type { BlogPostFile } from './blog-files.js';

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    content: row.content,
    featuredImage: row.featuredImage,
    author: row.author,
    publishedAt: row.publishedAt,
    viewCount: Number(row.viewCount),
    readTime: Number(row.readTime),
    language: blogLanguage.parse(row.language),
    translationOf: row.translationOf,
  };
}

/** Inserts new posts and refreshes changed ones by slug; view counts are never reset. */
export async function upsertPosts(db: Db, posts: BlogPostFile[]): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const post of posts) {
      const fields = { ...post, updatedAt };
      await trx
        .insertInto('blogPosts')
        .values({ ...fields, id: post.slug, viewCount: 0 })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(fields))
        .execute();
    }
  });
}

/**
 * English first, then the translations, each newest first: the site speaks English today, so this
 * is an English reader's order and the page moves another reader's language to the front (docs/decisions/0038).
 */
export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blogPosts')
    .selectAll()
    .orderBy(sql`case when language = 'en' then 0 else 1 end`)
    .orderBy('publishedAt', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map(toBlogPost);
}

/** One post by id or slug, counting the view; the increment is one statement so concurrent reads all count. */
export async function openPost(db: Db, idOrSlug: string): Promise<BlogPost | null> {
  const found = await db
    .selectFrom('blogPosts')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  if (!found) return null;
  await db.updateTable('blogPosts').set({ viewCount: sql`view_count + 1` }).where('id', '=', found.id).execute();
  const row = await db.selectFrom('blogPosts').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
  return toBlogPost(row);
}
