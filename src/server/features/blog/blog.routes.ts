import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { blogListRoute, blogPostRoute } from '#shared/schemas/blog.js';
import type { Db } from '#server/db/database.js';
import { notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { listPosts, openPost } from './blog.repository.js';

const docs = operationDocs('blog');

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/blog', { schema: { ...blogListRoute, ...docs('listBlogPosts', 'List the blog posts') } }, async () => {
    const posts = await listPosts(db);
    return { content: posts, totalElements: posts.length };
  });

  app.get('/api/blog/:id', { schema: { ...blogPostRoute, ...docs('getBlogPost', 'Read one blog post') } }, async (request) => {
    const post = await openPost(db, request.params.id);
    if (!post) throw notFound(messages.blog.postNotFound);
    return post;
  });
};
