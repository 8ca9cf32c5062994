import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import { withPreview } from '#server/plugins/page-preview.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testEngines } from '#server/test/test-database.js';
import { createWebRootApp, type WebRootApp } from '#server/test/web-root-app.js';
import { programPreview } from './program-preview.js';

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="CareRoute helps parents." /><title>CareRoute</title></head><body><div id="root"></div></body></html>';

const acorns = makeProgram({ lat: 42.25, lng: -71.0, sourceId: 'P-1', name: 'Little Acorns', category: 'preschool', city: 'Quincy', state: 'MA' });
const sneaky = makeProgram({ lat: 42.3, lng: -71.1, sourceId: 'P.2', name: 'Tom & Jerry\'s "Fun" <script>alert(1)</script>' });

describe('program link previews', () => {
  const catalogue = CatalogueIndex.build([acorns, sneaky]);

  it('names a program page after the program, and nothing else', () => {
    expect(programPreview(catalogue, '/programs/test:P-1')).toEqual({
      title: 'Little Acorns · CareRoute',
      description: 'Little Acorns (Preschool, Quincy, MA): openings, tuition, hours and licensing facts, with how fresh each one is.',
    });
    expect(programPreview(catalogue, '/programs/test%3AP-1/')).not.toBeNull();
    expect(programPreview(catalogue, '/programs/test:nope')).toBeNull();
    expect(programPreview(catalogue, '/programs/%E0%A4%A')).toBeNull();
    expect(programPreview(catalogue, '/programs/test:P-1/more')).toBeNull();
    expect(programPreview(catalogue, '/blog')).toBeNull();
  });

  it('writes the preview into the page as text, never as markup', () => {
    const html = withPreview(INDEX_HTML, { title: sneaky.name, description: 'a & b' });
    expect(html).toContain('<title>Tom &amp; Jerry&#39;s &quot;Fun&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="a &amp; b" />');
    expect(html).toContain('<meta property="og:title" content="Tom &amp; Jerry&#39;s &quot;Fun&quot; &lt;script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe.each(testEngines)('serving a program page on %s', (engine) => {
  let web: WebRootApp;
  let inject: WebRootApp['inject'];

  beforeAll(async () => {
    web = await createWebRootApp({ 'index.html': INDEX_HTML }, { engine, programs: [acorns, sneaky] });
    inject = web.inject;
  });
  afterAll(async () => {
    await web.close();
  });

  it("answers with the web app, titled for link previews, never cached", async () => {
    const response = await inject({ url: '/programs/test:P-1?from=route&distance=300&detour=120' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Little Acorns · CareRoute</title>');
    expect(response.body).toContain('<meta property="og:description" content="Little Acorns (Preschool, Quincy, MA)');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('also serves an id with a dot once the link escapes it, and the plain app for an unknown id', async () => {
    expect((await inject({ url: '/programs/test:P%2E2' })).body).toContain('<title>Tom &amp; Jerry');
    const unknown = await inject({ url: '/programs/test:gone' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX_HTML);
  });
});
