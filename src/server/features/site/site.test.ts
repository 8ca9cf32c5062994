import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig, siteStats } from '#shared/schemas/site.js';
import { tileSource } from '#server/plugins/security.js';
import { registerParent } from '#server/test/factories.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

describe.each(testEngines)('site API on %s', (engine) => {
  const t = useTestApp(engine, {}, [
    makeProgram({ lat: 42.36, lng: -71.06, rating: 4, reviewCount: 2 }),
    makeProgram({ lat: 42.37, lng: -71.07, rating: 5, reviewCount: 1 }),
    makeProgram({ lat: 42.38, lng: -71.08 }),
  ]);
  beforeAll(async () => {
    await registerParent(t.app);
  });

  it('counts the headline figures from the data', async () => {
    const response = await t.app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(siteStats.parse(response.json())).toEqual({
      programs: 3,
      averageRating: 4.5,
      parents: 1,
      demoCatalogue: false,
      sources: [{ source: 'test', programs: 3, snapshot: null }],
    });
  });

  it('tells the web how to draw the map', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(siteConfig.parse(response.json())).toEqual({
      map: {
        tileUrl: null,
        attribution: '© OpenStreetMap contributors',
        defaultCenter: { lat: 42.3601, lng: -71.0589 },
        defaultZoom: 10,
        searchZoom: 13,
      },
      geoProvider: 'offline',
    });
  });
});

describe('map tiles and the Content Security Policy', () => {
  itReadsEach('allows images from the tile server of %s', tileSource, [
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
  ]);

  it('lets the configured tile server through the policy', async () => {
    const t = await createTestApp('sqlite', { map: { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'x' } });
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain("img-src 'self' data: https://tiles.example.org");
    } finally {
      await t.close();
    }
  });
});
