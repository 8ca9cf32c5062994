import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withPreview, type DescribePage } from './page-preview.js';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html never,
 * so a deploy shows at once. Returns the history fallback for the not-found handler; a page
 * `describePage` names gets its title and description in the HTML, for link previews.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  describePage?: DescribePage,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined) | undefined> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    // The build writes each file also as .br and .gz (vite.config.ts): sent as they are, so a
    // download costs no compression (docs/decisions/0012). Smaller files are compressed as answers are.
    preCompressed: true,
    // One route per built file; every other path falls through to the history fallback.
    wildcard: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  let indexHtml: string | undefined;
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset) is a 404, not a page: HTML in place of a script blanks the app.
    if (path.extname(pathname)) return undefined;
    reply.header('cache-control', 'no-cache');
    const preview = describePage?.(pathname);
    if (!preview) return reply.sendFile('index.html');
    indexHtml ??= readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withPreview(indexHtml, preview));
  };
}
