import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeProgram } from '#server/test/program-factory.js';
import { useTestApp } from '#server/test/use-test-app.js';

/** Whether the answer's body is its text compressed by brotli at exactly this quality. */
function brotliAtQuality(body: Buffer, quality: number): boolean {
  const text = brotliDecompressSync(body);
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).equals(body);
}

describe('answer compression (decision 0012)', () => {
  const programs = Array.from({ length: 6 }, (_, i) => makeProgram({ lat: 42.36 + i / 1000, lng: -71.06 }));
  const t = useTestApp('sqlite', {}, programs);

  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br' } });

  it.each([
    ['nearby', '/api/search/nearby?lat=42.36&lng=-71.06'],
    ['route', '/api/search/route?startLat=42.35&startLng=-71.06&endLat=42.37&endLng=-71.06'],
  ])('compresses %s search answers at brotli quality 3', async (_case, url) => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliAtQuality(response.rawPayload, 3)).toBe(true);
  });

  it('compresses other answers at the plugin default, brotli quality 4', async () => {
    const response = await get('/api/docs/json');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliAtQuality(response.rawPayload, 4)).toBe(true);
  });

  it('leaves a search answer under 1 KB uncompressed', async () => {
    const response = await get('/api/search/nearby?lat=10&lng=10&radius=1');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ total: 0 });
  });
});
