// `npm run budget:web`: the home page's first-load JavaScript, gzipped, against its budget (docs/decisions/0010).
// Run after `npm run build:web`; prints one JSON line and exits 1 when over budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** At most 150 KB of gzipped JavaScript before the home page can run (docs/decisions/0010). */
export const HOME_JS_BUDGET_BYTES = 150_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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

/**
 * What a browser fetches before the home page runs: the scripts and stylesheets index.html
 * names, plus everything the manifest says the entry imports statically (also what Vite turns
 * into modulepreload links). Lazily imported chunks are left out: they load on demand.
 */
export function firstLoadFiles(distDir: string): { scripts: string[]; styles: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const scripts = new Set(attributeValues(html, /<script\b[^>]*>/g, 'src').map(distPath));
  for (const href of attributeValues(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href')) scripts.add(distPath(href));
  const styles = new Set(attributeValues(html, /<link\b[^>]*\brel="stylesheet"[^>]*>/g, 'href').map(distPath));

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the Vite manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]![0]);
  return { scripts: [...scripts], styles: [...styles] };
}

function gzippedSize(distDir: string, file: string): SizedFile {
  const bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
  return { file, bytes };
}

const total = (files: SizedFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

export function measureFirstLoad(distDir: string, budget = HOME_JS_BUDGET_BYTES): BudgetReport {
  const { scripts, styles } = firstLoadFiles(distDir);
  const files = scripts.map((file) => gzippedSize(distDir, file)).sort((a, b) => b.bytes - a.bytes);
  const cssFiles = styles.map((file) => gzippedSize(distDir, file));
  const allCss = readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => gzippedSize(distDir, path.posix.join('assets', name)));
  const bytes = total(files);
  return {
    budget,
    bytes,
    files,
    css: { bytes: total(cssFiles), files: cssFiles, totalBytes: total(allCss) },
    withinBudget: bytes <= budget,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = measureFirstLoad(path.resolve(import.meta.dirname, '..', 'dist', 'web'));
  console.log(JSON.stringify(report));
  if (!report.withinBudget) {
    console.error(`Home first-load JavaScript is ${report.bytes} bytes gzipped, over the ${report.budget} byte budget.`);
    process.exitCode = 1;
  }
}
