import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerLikeTheCensus, censusLines, startCensusServer, type CensusTestServer } from '#server/test/census-test-server.js';
import { runCli } from '#server/test/run-cli.js';
import { runCatalogueCli } from './cli.js';
import { FIXTURES } from './importers/read-fixture.js';

// The CLI on SQLite under a temp DATA_DIR, against a local stand-in for the Census batch service.
let census: CensusTestServer;
let dataDir: string;
let env: NodeJS.ProcessEnv;

const run = (...argv: string[]) => runCli(runCatalogueCli, argv, env);

const askedIds = () => census.requests.flatMap(({ csv }) => csv.trim().split('\n').map((line) => line.split(',')[0]));

beforeAll(async () => {
  census = await startCensusServer();
});
afterAll(() => census.close());

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-geocode-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), CENSUS_GEOCODER_URL: census.url };
  census.requests = [];
  census.answer = answerLikeTheCensus;
  expect((await run('import', path.join(FIXTURES, 'ma-eec-statewide.csv'), '--format', 'ma-eec')).code).toBe(0);
  return () => rmSync(dataDir, { recursive: true, force: true });
});

describe('catalogue geocode', () => {
  it('prints what matched and writes the addresses not matched as CSV', async () => {
    // The first of every three lines of an answer is a no-match: 5 of 12 in batches of 5, 5 and 2.
    census.answer = ({ csv }) => ({
      status: 200,
      body: censusLines(csv)
        .split('\n')
        .map((line, index) => (index % 3 === 0 ? line.replace(/^("[^"]*","[^"]*"),.*$/, '$1,"No_Match"') : line))
        .join('\n'),
    });
    const { code, out } = await run('geocode', '--batch', '5');

    expect(code).toBe(0);
    expect(out).toMatch(/Geocoding: 0\/12 addresses\nGeocoding: 5\/12 addresses\nGeocoding: 10\/12 addresses\nGeocoding: 12\/12 addresses/);
    expect(out).toMatch(/Asked census about 12 addresses in \d+\.\d s/);
    expect(out).toMatch(/matched exactly\s+7/);
    expect(out).toMatch(/not matched\s+5/);
    expect(out).toContain('Moved 7 programs to their street address.');
    const unmatched = readFileSync(path.join(dataDir, 'geocode-unmatched.csv'), 'utf8').trim().split('\n');
    expect(unmatched[0]).toBe('id,name,address,city,state,zip');
    expect(unmatched).toHaveLength(6);

    const stats = await run('stats');
    expect(stats.out).toMatch(/By location precision:\n\s+address\s+7/);
  });

  it('continues where a run killed in the middle stopped', async () => {
    // The first batch is answered; the second hangs until the run is killed.
    census.answer = (request) => (census.requests.length === 1 ? { status: 200, body: censusLines(request.csv) } : 'hang');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/catalogue/cli.ts', 'geocode', '--batch', '5'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await expect.poll(() => census.requests.length, { timeout: 20_000 }).toBe(2);
    child.kill('SIGKILL');
    await exited;

    census.requests = [];
    census.answer = answerLikeTheCensus;
    const { code, out } = await run('geocode', '--batch', '5');
    expect(code).toBe(0);
    // The first five were written before the kill; only the other seven are asked about again.
    expect(out).toMatch(/Asked census about 7 addresses/);
    expect(askedIds()).toHaveLength(7);
    const stats = await run('stats');
    expect(stats.out).toMatch(/By location precision:\n\s+address\s+12/);
  }, 30_000);

  it('says so when the service fails, and exits 1', async () => {
    census.answer = () => ({ status: 400, body: 'bad' });
    const { code, err } = await run('geocode');
    expect(code).toBe(1);
    expect(err).toContain('The catalogue command failed: the Census geocoder answered HTTP 400');
  });
});
