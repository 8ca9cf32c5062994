import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
const port = 3191;
const extra = process.argv.slice(2);
const t0 = performance.now();
const child = spawn(process.execPath, [...extra, 'dist/server/main.js'], { env: { ...process.env, PORT: String(port), GEO_PROVIDER: 'offline', DATA_DIR: '/work/scratch/national', RATE_LIMIT_EXEMPT: '127.0.0.1', MAP_TILE_URL: 'none', NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' }, stdio: ['ignore', 'ignore', 'inherit'] });
let listening;
for (;;) {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/api/search/nearby?location=02139&limit=20`);
    if (!listening) listening = performance.now() - t0;
    if (r.ok) { await r.arrayBuffer(); break; }
  } catch {}
  await new Promise((r) => setTimeout(r, 10));
}
const ms = performance.now() - t0;
const rss = (await import('node:fs')).readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1] / 1024;
const st = (await import('node:fs')).readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
const cpu = (Number(st[11]) + Number(st[12]) + Number(st[13]) + Number(st[14])) * 10;
console.log(JSON.stringify({ searchable: Math.round(ms), cpu, rss: Math.round(rss) }));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
