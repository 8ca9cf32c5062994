// `npm start`: build when the sources are newer than the last build, then serve the app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const builtFiles = ['dist/server/main.js', 'dist/web/index.html'].map((file) => path.join(root, file));
const sources = ['src', 'vite.config.ts', 'tsconfig.server.json', 'package.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));

if (builtAt < changedAt) {
  console.log('CareRoute: building the app (sources changed since the last build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// glibc reads its malloc settings when a process starts, so the server gets them here (docs/decisions/0039).
const { MALLOC_ENVIRONMENT } = await import(pathToFileURL(path.join(root, 'dist/server/malloc-settings.js')).href);
const server = spawnSync(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...MALLOC_ENVIRONMENT, ...process.env },
});
process.exit(server.status ?? 0);
