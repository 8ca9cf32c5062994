import { execFile } from 'node:child_process';
import { copyFile, glob, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../lingui.config.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const lingui = path.join(root, 'node_modules/.bin/lingui');
const about = path.join(root, 'src/web/features/about');

/** `lingui check <what>` with the project's configuration, or another: whether it passed, and what it said. */
async function check(what: 'sync' | 'missing', config?: string): Promise<{ passed: boolean; said: string }> {
  try {
    const { stdout, stderr } = await run(lingui, ['check', what, ...(config ? ['--config', config] : [])], { cwd: root });
    return { passed: true, said: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { passed: false, said: stdout + stderr };
  }
}

describe('the message catalogues (docs/decisions/0037)', () => {
  it('hold every message the code says, no other, each in Spanish too', async () => {
    const sync = await check('sync');
    expect(sync.said).toContain('PASS sync');
    expect(sync.passed).toBe(true);
    const missing = await check('missing');
    expect(missing.said).toContain('PASS missing');
    expect(missing.passed).toBe(true);
  });

  it('fail on a message the code no longer says, and on one without its Spanish', async () => {
    // The About catalogues copied aside and checked against About's code, so the real ones stay untouched.
    const aside = await mkdtemp(path.join(tmpdir(), 'careroute-catalogue-'));
    try {
      await mkdir(path.join(aside, 'locales'));
      for (const locale of ['en', 'es']) await copyFile(path.join(about, `locales/${locale}.po`), path.join(aside, `locales/${locale}.po`));
      const config = path.join(aside, 'lingui.config.json');
      // The project's configuration, with About's catalogues read from the copies; origins still
      // written relative to the repository, as in the real catalogues.
      await writeFile(config, JSON.stringify({ ...linguiConfig, rootDir: root, catalogs: [{ path: path.join(aside, 'locales/{locale}'), include: [about] }] }));
      expect(await check('sync', config)).toMatchObject({ passed: true });

      const spanishAside = path.join(aside, 'locales/es.po');
      const spanish = await readFile(spanishAside, 'utf8');
      await writeFile(spanishAside, `${spanish}\n#: src/web/features/about/gone.ts:1\nmsgid "A retired message"\nmsgstr "Un mensaje retirado"\n`);
      expect(await check('sync', config)).toMatchObject({ passed: false });

      await writeFile(spanishAside, spanish.replace('msgstr "Historia"', 'msgstr ""'));
      expect(await check('missing', config)).toMatchObject({ passed: false });
    } finally {
      await rm(aside, { recursive: true, force: true });
    }
  });
});

/** A word that speaks to the reader as tú (or as vosotros), never as usted. */
const TU = /(?<![\p{L}])(?:tú|tu|tus|ti|contigo|tienes|puedes|quieres|necesitas|sabes|eres|estás|debes|vosotros|vuestr[oa]s?|os)(?![\p{L}])/iu;
/** Words of Spain's Spanish, or other names for a daycare than the one the site keeps (guardería). */
const NOT_OUR_WORDS = /(?<![\p{L}])(?:móvil|ordenador|coche|guay|cuidado diurno|estancia infantil|centro de día)(?![\p{L}])/iu;

describe('the Spanish catalogues (docs/decisions/0037, "Words")', () => {
  it('speak to parents as usted, in the words the site keeps', async () => {
    const found: string[] = [];
    for await (const file of glob('src/web/**/locales/es.po', { cwd: root })) {
      const catalogue = await readFile(path.join(root, file), 'utf8');
      for (const [, text = ''] of catalogue.matchAll(/^msgstr "(.*)"$/gm)) {
        if (TU.test(text) || NOT_OUR_WORDS.test(text)) found.push(`${file}: ${text}`);
      }
    }
    expect(found).toEqual([]);
    expect(TU.test('¿Quieres guardar tu búsqueda?')).toBe(true);
    expect(NOT_OUR_WORDS.test('Abra el enlace en su móvil')).toBe(true);
  });
});
