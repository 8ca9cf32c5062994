import { z } from 'zod';
import { SITE_LANGUAGES } from '../translation.js';
import { errorResponse } from './errors.js';
import { isStorableText, unstorableText } from './fields.js';

/** The languages an article is written in; one without a `language` is English (docs/decisions/0038). */
export const blogLanguage = z.enum(SITE_LANGUAGES);
export type BlogLanguage = z.infer<typeof blogLanguage>;

/** A blog post as the API shows it; content is plain text, paragraphs split on line breaks. */
export const blogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  /** Minutes, from the word count. */
  readTime: z.number().int(),
  language: blogLanguage,
  /** The slug of the article this one translates, or null for an original. */
  translationOf: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogListResponse = z.object({ content: z.array(blogPost), totalElements: z.number().int() });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogListRoute = { response: { 200: blogListResponse } };
export const blogPostRoute = {
  params: z.object({ id: z.string().trim().min(1).max(200).refine(isStorableText, unstorableText('id')) }),
  response: { 200: blogPost, 404: errorResponse },
};
