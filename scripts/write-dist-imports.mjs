// The compiled server keeps its `#shared/*` and `#server/*` imports as written. The repository's
// package.json maps them to the TypeScript sources (what vite, vitest, tsx and tsc read); this
// package.json, the nearest one to every compiled file, maps them to the compiled output instead,
// so `node dist/server/main.js` needs no flag and never loads a source file (docs/decisions/0018).
import { writeFileSync } from 'node:fs';

const distPackage = {
  type: 'module',
  imports: { '#shared/*': './shared/*', '#server/*': './server/*' },
};
writeFileSync(new URL('../dist/package.json', import.meta.url), `${JSON.stringify(distPackage, null, 2)}\n`);
