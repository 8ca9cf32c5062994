import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '#server/test/run-cli.js';
import { runCatalogueCli } from './cli.js';
import { FIXTURES } from './importers/read-fixture.js';

// A licensing list published at a URL: the server answers with an ETag and honours If-None-Match,
// as static file hosts and open-data portals do.
let server: Server;
let base: string;
let published: string;
let status = 200;
const requests: { ifNoneMatch: string | undefined; userAgent: string | undefined }[] = [];

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ ifNoneMatch: request.headers['if-none-match'], userAgent: request.headers['user-agent'] });
    if (status !== 200) {
      response.writeHead(status).end('unavailable');
      return;
    }
    const etag = etagOf(published);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv', etag }).end(published);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let env: NodeJS.ProcessEnv;
beforeEach(() => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-url-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
  published = readFileSync(path.join(FIXTURES, 'ma-eec-statewide.csv'), 'utf8');
  status = 200;
  requests.length = 0;
  return () => rmSync(dataDir, { recursive: true, force: true });
});

const run = (...argv: string[]) => runCli(runCatalogueCli, argv, env);

describe('catalogue import from a URL', () => {
  it('imports, then asks "only if changed" and does nothing while the file is the same', async () => {
    const url = `${base}/eec/programs.csv`;
    const first = await run('import', url, '--format', 'ma-eec');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Imported ${url} (ma-eec)`);
    expect(first.out).toMatch(/read\s+15/);
    expect(first.out).toMatch(/inserted\s+12/);
    expect(requests[0]).toEqual({ ifNoneMatch: undefined, userAgent: expect.stringContaining('CareRoute') });

    const second = await run('import', url, '--format', 'ma-eec');
    expect(second.code).toBe(0);
    expect(second.out).toBe(`${url} has not changed since its last import: nothing to do.`);
    expect(requests[1]!.ifNoneMatch).toBe(etagOf(published));

    // The publisher renames a program: the next refresh downloads and updates it.
    published = published.replace('Puddle Jumpers Early Learning Center', 'Puddle Jumpers Learning Center');
    const third = await run('import', url, '--format', 'ma-eec');
    expect(third.out).toMatch(/updated\s+1/);
    expect(third.out).toMatch(/unchanged\s+11/);

    const runs = await run('runs');
    expect(runs.out.split('\n').map((line) => line.split(/\s+/)[1])).toEqual(['imported', 'not-modified', 'imported']);
  });

  it('closes a program the published list drops, and reopens it when the list has it again', async () => {
    const url = `${base}/eec/programs.csv`;
    const full = published;
    await run('import', url, '--format', 'ma-eec');
    published = full.split('\n').filter((line) => !line.startsWith('"P-900001"')).join('\n');
    expect((await run('import', url, '--format', 'ma-eec')).out).toMatch(/closed\s+1\n\s+reopened\s+0/);
    published = full;
    expect((await run('import', url, '--format', 'ma-eec')).out).toMatch(/closed\s+0\n\s+reopened\s+1/);
    expect((await run('runs')).out).toMatch(/closed 0, reopened 1[\s\S]*closed 1, reopened 0/);
  });

  it('records a failed download, and asks for the whole file again after it', async () => {
    const url = `${base}/eec/programs.csv`;
    status = 503;
    const failed = await run('import', url, '--format', 'ma-eec');
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('HTTP 503');

    status = 200;
    expect((await run('import', url, '--format', 'ma-eec')).out).toMatch(/inserted\s+12/);
    expect(requests.at(-1)!.ifNoneMatch).toBeUndefined();
    const runs = await run('runs');
    expect(runs.out).toMatch(/imported.*read 15, inserted 12/);
    expect(runs.out).toMatch(/failed\s+ma-eec .*HTTP 503/);
  });

  it('keeps the validators only after a good import: a file in the wrong format is fetched whole again', async () => {
    const url = `${base}/eec/programs.csv`;
    published = 'not,an,eec,file\n1,2,3,4\n';
    const wrong = await run('import', url, '--format', 'ma-eec');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('no column PROVIDER_NUMBER');

    await run('import', url, '--format', 'ma-eec');
    expect(requests.at(-1)!.ifNoneMatch).toBeUndefined();
  });

  it('refuses a source that is not https', async () => {
    const { code, err } = await run('import', 'http://example.com/programs.csv', '--format', 'ma-eec');
    expect(code).toBe(1);
    expect(err).toContain('A catalogue source must be an https:// URL, not http://example.com');
    expect((await run('runs')).out).toMatch(/failed/);
  });
});
