import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebRootApp, type WebRootApp } from '#server/test/web-root-app.js';

// A script as the build writes it: the file, and beside it its .br and .gz. These say which copy
// was sent (the build's are the same script), so a server compressing the file again fails.
const SCRIPT = `export const words = ${JSON.stringify('childcare along the commute '.repeat(200))};\n`;
const BROTLI = brotliCompressSync(`${SCRIPT}// .br\n`);
const GZIP = gzipSync(`${SCRIPT}// .gz\n`);

describe('the built web app, compressed once at build (decision 0012)', () => {
  let web: WebRootApp;
  beforeAll(async () => {
    web = await createWebRootApp({
      'index.html': '<!doctype html><title>CareRoute</title><div id="root"></div>',
      'assets/app-abc123.js': SCRIPT,
      'assets/app-abc123.js.br': BROTLI,
      'assets/app-abc123.js.gz': GZIP,
      'assets/plain-def456.js': SCRIPT,
    });
  });
  afterAll(() => web.close());

  const get = (url: string, encodings: string) => web.inject({ url, headers: { 'accept-encoding': encodings } });

  it('sends the brotli file as it was built to a browser that takes brotli', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(BROTLI)).toBe(true);
  });

  it('sends the gzip file to a browser that takes only gzip, and the script itself to one that takes neither', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(GZIP)).toBe(true);
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('still compresses a file the build left without a compressed copy', async () => {
    const response = await get('/assets/plain-def456.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
