import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'careroute-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, jwtTtlSeconds: 7 * 86400, logLevel: 'info' });
    expect(config).toMatchObject({ trustProxy: false, corsOrigins: [] });
  });

  it('generates the JWT secret once, keeps it private under DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('turns map tiles off with MAP_TILE_URL=none', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: 'none' }).map.tileUrl).toBeNull();
  });

  it('takes JWT_SECRET and durations from the environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 's'.repeat(40), JWT_TTL: '12h', PORT: '8080' });
    expect(config).toMatchObject({ jwtSecret: 's'.repeat(40), jwtTtlSeconds: 12 * 3600, port: 8080 });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 192.0.2.7,fd00::/8', ['10.0.0.0/8', '192.0.2.7', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads CORS_ORIGINS as a list of exact origins', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://app.example.org, http://localhost:5173' });
    expect(config.corsOrigins).toEqual(['https://app.example.org', 'http://localhost:5173']);
  });

  it('sends email to files, links from localhost and keeps rate limits in memory unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '8080' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'CareRoute <no-reply@careroute.localhost>' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe('careroute:');
  });

  it('takes SMTP_URL, MAIL_FROM, PUBLIC_URL (without its trailing slash), REDIS_URL and REDIS_KEY_PREFIX', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.org:465',
      MAIL_FROM: 'CareRoute <hello@careroute.example>',
      PUBLIC_URL: 'https://careroute.example/',
      REDIS_URL: 'redis://:secret@redis.internal:6379/2',
      REDIS_KEY_PREFIX: 'careroute-staging:',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://mailer:p%40ss@smtp.example.org:465', from: 'CareRoute <hello@careroute.example>' });
    expect(config.publicUrl).toBe('https://careroute.example');
    expect(config.redisUrl).toBe('redis://:secret@redis.internal:6379/2');
    expect(config.redisKeyPrefix).toBe('careroute-staging:');
  });

  it.each([
    ['SMTP_URL', 'smtp.example.org:587'],
    ['SMTP_URL', 'https://smtp.example.org'],
    ['MAIL_FROM', 'x'],
    ['PUBLIC_URL', 'careroute.example'],
    ['PUBLIC_URL', 'ftp://careroute.example'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_KEY_PREFIX', 'care route'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_SECRET', 'short'],
    ['JWT_TTL', 'forever'],
    ['LOG_LEVEL', 'loud'],
    ['PASSWORD_HASH_COST', '8'],
    ['PASSWORD_HASH_COST', '15.5'],
    ['MAP_TILE_URL', 'https://tiles.example.org/tile.png'],
    ['GEO_PROVIDER', 'bing'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,,10.0.0.2'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'https://app.example.org/'],
    ['CORS_ORIGINS', 'https://App.example.org'],
    ['CORS_ORIGINS', 'https://app.example.org:443'],
    ['CORS_ORIGINS', 'ftp://files.example.org'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });
});
