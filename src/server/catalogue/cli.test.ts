import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { itExitsWithUsage } from '#server/test/it-exits-with-usage.js';
import { runCli } from '#server/test/run-cli.js';
import { runCatalogueCli } from './cli.js';
import { FIXTURES } from './importers/read-fixture.js';

// The CLI runs on SQLite under a temp DATA_DIR: its PostgreSQL path is openDatabase's, tested elsewhere.
const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-cli-'));
const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...argv: string[]) => runCli(runCatalogueCli, argv, env);

const statewide = path.join(FIXTURES, 'ma-eec-statewide.csv');

describe('catalogue CLI usage errors', () => {
  itExitsWithUsage(run, [
    [[], /No command given/],
    [['export'], /Unknown command "export"/],
    [['import'], /import takes exactly one FILE/],
    [['import', statewide], /import needs --format <ma-eec\|hifld\|osm\|csv>/],
    [['import', statewide, '--format', 'xls'], /Unknown format "xls"; use one of ma-eec, hifld, osm, csv/],
    [['import', statewide, '--frmat', 'ma-eec'], /Unknown option '--frmat'/],
    [['import', statewide, '--format', 'csv'], /--format csv needs --map/],
    [['import', statewide, '--format', 'csv', '--map', 'colour=X'], /Unknown field "colour" in --map/],
    [['import', statewide, '--format', 'ma-eec', '--map', 'name=X'], /--map and --source are for --format csv only/],
    [['import', 'no-such-file.csv', '--format', 'ma-eec'], /No such file: no-such-file.csv/],
    [['stats', 'extra'], /"stats" takes no arguments/],
    [['geocode', '--provider', 'mapquest'], /Unknown provider "mapquest"; use one of census, photon, nominatim, google/],
    [['geocode', '--limit', '0'], /--limit must be a whole number from 1/],
    [['geocode', '--batch', '20000'], /--batch must be a whole number from 1 to 10000/],
    [['geocode', 'extra'], /geocode takes only --provider/],
    [['stats', '--dry-run'], /--provider, --limit, --batch, --dry-run and --unmatched are for geocode only/],
  ]);

  it('exits 2 when the file is not in the format given', async () => {
    const { code, err } = await run('import', path.join(FIXTURES, 'hifld-fl-full.csv'), '--format', 'ma-eec');
    expect(code).toBe(2);
    expect(err).toMatch(/not an MA EEC programs file: no column PROVIDER_NUMBER/);
  });
});

describe('catalogue CLI commands', () => {
  it('imports a file and prints the counts and the skipped lines with reasons', async () => {
    const { code, out } = await run('import', statewide, '--format', 'ma-eec');
    expect(code).toBe(0);
    expect(out).toMatch(/Imported ma-eec-statewide\.csv \(ma-eec\) in \d+\.\d s/);
    expect(out).toMatch(/inserted\s+12/);
    expect(out).toMatch(/skipped\s+3/);
    expect(out).toContain('line 12: no id');
    expect(out).toContain('line 14: 5 fields where the header has 31');

    const again = await run('import', statewide, '--format', 'ma-eec');
    expect(again.out).toMatch(/inserted\s+0/);
    expect(again.out).toMatch(/unchanged\s+12/);
  });

  it('imports a generic CSV through --map and --source', async () => {
    const { code, out } = await run(
      'import', path.join(FIXTURES, 'generic.csv'), '--format', 'csv', '--source', 'city-list',
      '--map', 'id=Site ID,name=Program Name,address=Street,city=Town,zip=Postcode,lat=Latitude,lng=Longitude',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/inserted\s+4/);
  });

  it('prints statistics', async () => {
    const { code, out } = await run('stats');
    expect(code).toBe(0);
    expect(out).toContain('Catalogue: 16 programs, version 2');
    expect(out).toMatch(/ma-eec\s+12/);
    expect(out).toMatch(/city-list\s+4/);
    expect(out).toMatch(/By location precision:\n\s+zip\s+\d+/);
  });

  it('loads the demo only into an empty catalogue', async () => {
    const { code, out } = await run('demo');
    expect(code).toBe(0);
    expect(out).toContain('already holds 16 programs');
  });
});
