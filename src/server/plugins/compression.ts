import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers over 1 KB are compressed (brotli or gzip, as the browser accepts): the JS bundle, the
 * offline base map's county outlines (840 KB raw) and long result lists. Answers up to 256 KB
 * (every API answer) are compressed in one synchronous call: the plugin's default sends those
 * over 8 KB through a stream, which cost a 200-result search about 10 ms of CPU and memory
 * that was not given back (npm run bench:load).
 */
const everyAnswer = { threshold: 1024, syncThreshold: 256 * 1024 } satisfies FastifyCompressOptions;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, everyAnswer);
}

/**
 * Search answers, the most frequent large ones, at brotli quality 3 instead of the plugin's 4:
 * about a third less CPU for 3 % more bytes (docs/decisions/0012-answer-compression.md). A route's
 * own options replace every plugin-wide one, so they start from everyAnswer.
 */
export const searchAnswerCompression = {
  ...everyAnswer,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
} satisfies FastifyCompressOptions;
