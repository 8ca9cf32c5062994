// `npm run budget:web`: the home page's first-load JavaScript, gzipped, against its budget (docs/decisions/0010),
// and what the results page loads on top of it before its heading paints (docs/decisions/0013).
// Run after `npm run build:web`; prints one JSON line and exits 1 when over either budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** At most 150 KB of gzipped JavaScript before the home page can run (docs/decisions/0010). */
export const HOME_JS_BUDGET_BYTES = 150_000;
/**
 * At most 20 KB more for the results page's own scripts: its heading is the page's largest paint
 * on a phone, and it waits for all of them (zod and the schemas alone are 25 KB).
 */
export const RESULTS_PAGE_JS_BUDGET_BYTES = 20_000;
/** The results page's lazy chunk, by its key in Vite's manifest. */
export const RESULTS_PAGE = 'app/route-results-with-saving.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  bytes: number;
}

export interface BudgetReport {
  budget: number;
  /** Gzipped bytes of every script in `files`. */
  bytes: number;
  files: SizedFile[];
  /** The stylesheets the home page loads first, and every stylesheet of the build (gzipped). */
  css: { bytes: number; files: SizedFile[]; totalBytes: number };
  /** The results page's scripts that the first load does not already hold. */
  resultsPage: { budget: number; bytes: number; files: SizedFile[] };
  withinBudget: boolean;
}

/** Attribute values of the tags in `html` that match `tagPattern`, e.g. every modulepreload href. */
function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const valuePattern = new RegExp(`\\s${attribute}="([^"]+)"`);
  return [...html.matchAll(tagPattern)].flatMap((tag) => {
    const value = valuePattern.exec(tag[0])?.[1];
    return value ? [value] : [];
  });
}

/** `/assets/a.js` in index.html and `assets/a.js` in the manifest name the same file. */
const distPath = (url: string) => url.replace(/^\//, '');

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The scripts and stylesheets of the manifest chunk `key` and of everything it imports statically, however deep. */
function staticClosure(manifest: Manifest, key: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

/**
 * What a browser fetches before the home page runs: the scripts and stylesheets index.html
 * names, plus everything the manifest says the entry imports statically (also what Vite turns
 * into modulepreload links). Lazily imported chunks are left out: they load on demand.
 */
export function firstLoadFiles(distDir: string): { scripts: string[]; styles: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the Vite manifest, found ${entries.length}`);
  const { scripts, styles } = staticClosure(manifest, entries[0]![0]);
  for (const src of attributeValues(html, /<script\b[^>]*>/g, 'src')) scripts.add(distPath(src));
  for (const href of attributeValues(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href')) scripts.add(distPath(href));
  for (const href of attributeValues(html, /<link\b[^>]*\brel="stylesheet"[^>]*>/g, 'href')) styles.add(distPath(href));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The scripts a lazy page (its manifest key) loads on top of the first load. */
export function pageFiles(distDir: string, pageKey: string): string[] {
  const manifest = readManifest(distDir);
  if (!manifest[pageKey]?.isDynamicEntry) throw new Error(`No lazy page ${pageKey} in the Vite manifest`);
  const firstLoad = new Set(firstLoadFiles(distDir).scripts);
  return [...staticClosure(manifest, pageKey).scripts].filter((file) => !firstLoad.has(file));
}

function gzippedSize(distDir: string, file: string): SizedFile {
  const bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
  return { file, bytes };
}

const total = (files: SizedFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

const sizedByBytes = (distDir: string, files: string[]) => files.map((file) => gzippedSize(distDir, file)).sort((a, b) => b.bytes - a.bytes);

export function measureFirstLoad(
  distDir: string,
  budget = HOME_JS_BUDGET_BYTES,
  results = { page: RESULTS_PAGE, budget: RESULTS_PAGE_JS_BUDGET_BYTES },
): BudgetReport {
  const { scripts, styles } = firstLoadFiles(distDir);
  const files = sizedByBytes(distDir, scripts);
  const cssFiles = styles.map((file) => gzippedSize(distDir, file));
  const allCss = readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => gzippedSize(distDir, path.posix.join('assets', name)));
  const resultsFiles = sizedByBytes(distDir, pageFiles(distDir, results.page));
  const bytes = total(files);
  return {
    budget,
    bytes,
    files,
    css: { bytes: total(cssFiles), files: cssFiles, totalBytes: total(allCss) },
    resultsPage: { budget: results.budget, bytes: total(resultsFiles), files: resultsFiles },
    withinBudget: bytes <= budget && total(resultsFiles) <= results.budget,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = measureFirstLoad(path.resolve(import.meta.dirname, '..', 'dist', 'web'));
  console.log(JSON.stringify(report));
  if (report.bytes > report.budget) {
    console.error(`Home first-load JavaScript is ${report.bytes} bytes gzipped, over the ${report.budget} byte budget.`);
  }
  if (report.resultsPage.bytes > report.resultsPage.budget) {
    console.error(`The results page loads ${report.resultsPage.bytes} bytes gzipped of its own JavaScript, over the ${report.resultsPage.budget} byte budget.`);
  }
  if (!report.withinBudget) process.exitCode = 1;
}
