import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, measureFirstLoad, pageFiles } from './web-budget.js';

let dist: string;
/** The miniature build's lazy page, with room to spare. */
const page = { page: 'page.tsx', budget: 100_000 };

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

// A build in miniature: the entry imports a vendor chunk, which imports a shared one; a page
// loads lazily; index.html names the entry, one preload and the entry's stylesheet.
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'careroute-budget-'));
  write(
    'index.html',
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    </head><body><div id="root"></div></body></html>`,
  );
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-b.js'], dynamicImports: ['page.tsx'], css: ['assets/index-a.css'] },
      '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-c.js'] },
      '_shared-c.js': { file: 'assets/shared-c.js', css: ['assets/shared-c.css'] },
      'page.tsx': { file: 'assets/page-d.js', isDynamicEntry: true, imports: ['_vendor-b.js'], css: ['assets/page-d.css'] },
    }),
  );
  write('assets/index-a.js', 'console.log("entry");'.repeat(50));
  write('assets/vendor-b.js', 'export const vendor = 1;');
  write('assets/shared-c.js', 'export const shared = 2;');
  write('assets/page-d.js', 'export const page = 3;'.repeat(500));
  write('assets/index-a.css', 'body { color: black; }');
  write('assets/shared-c.css', '.c { color: red; }');
  write('assets/page-d.css', '.d { color: blue; }'.repeat(100));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('web budget', () => {
  it('counts the entry and its static imports, however deep, and leaves lazy chunks out', () => {
    const { scripts, styles } = firstLoadFiles(dist);

    expect(scripts.sort()).toEqual(['assets/index-a.js', 'assets/shared-c.js', 'assets/vendor-b.js']);
    expect(styles.sort()).toEqual(['assets/index-a.css', 'assets/shared-c.css']);
  });

  it('sums level-9 gzip sizes and judges them against the budget', () => {
    const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;
    const expected =
      gzipped('console.log("entry");'.repeat(50)) + gzipped('export const vendor = 1;') + gzipped('export const shared = 2;');

    const report = measureFirstLoad(dist, expected, page);

    expect(report.bytes).toBe(expected);
    expect(report.withinBudget).toBe(true);
    expect(report.css.totalBytes).toBeGreaterThan(report.css.bytes);
    expect(measureFirstLoad(dist, expected - 1, page).withinBudget).toBe(false);
  });

  it("counts a lazy page's own scripts, not the first load's again, against the page's budget", () => {
    write('assets/page-only-f.js', 'export const pageOnly = 5;');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { imports?: string[] }>;
    manifest['page.tsx']!.imports = ['_vendor-b.js', '_page-only-f.js'];
    manifest['_page-only-f.js'] = { file: 'assets/page-only-f.js' } as never;
    write('.vite/manifest.json', JSON.stringify(manifest));

    expect(pageFiles(dist, 'page.tsx').sort()).toEqual(['assets/page-d.js', 'assets/page-only-f.js']);
    const pageBytes = gzipSync('export const page = 3;'.repeat(500), { level: 9 }).length + gzipSync('export const pageOnly = 5;', { level: 9 }).length;
    const report = measureFirstLoad(dist, 150_000, { page: 'page.tsx', budget: pageBytes });
    expect(report.resultsPage.bytes).toBe(pageBytes);
    expect(report.withinBudget).toBe(true);
    expect(measureFirstLoad(dist, 150_000, { page: 'page.tsx', budget: pageBytes - 1 }).withinBudget).toBe(false);
    expect(() => pageFiles(dist, 'missing.tsx')).toThrow(/No lazy page/);
  });

  it('counts a script index.html loads even when the manifest does not list it', () => {
    write('assets/extra-e.js', 'export const extra = 4;');
    write(
      'index.html',
      '<script type="module" src="/assets/index-a.js"></script><link href="/assets/extra-e.js" rel="modulepreload">',
    );

    expect(firstLoadFiles(dist).scripts).toContain('assets/extra-e.js');
  });
});
