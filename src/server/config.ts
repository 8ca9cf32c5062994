import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "7d", "12h", "30m", "3600s" or plain seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, { error: 'must be a duration such as 7d, 12h, 30m or 3600' })
  .transform((value) => {
    const unit = value.at(-1) ?? '';
    const amount = Number.parseInt(value, 10);
    return amount * (DURATION_UNITS[unit] ?? 1);
  })
  .refine((seconds) => seconds > 0, { error: 'must be longer than zero' });

/** An address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * The entries of a comma-separated setting, each trimmed, when every one passes isEntry; otherwise
 * an issue with the message. A blank entry is one that fails, unless skipBlank passes over them.
 */
function commaSeparated(
  value: string,
  context: z.RefinementCtx,
  isEntry: (entry: string) => boolean,
  message: string,
  { skipBlank = false } = {},
): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !skipBlank || entry !== '');
  if (entries.every(isEntry)) return entries;
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Which proxies to believe about the client (X-Forwarded-For, -Proto): all, the nearest n, or those listed. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    return commaSeparated(value, context, isProxyAddress, 'must be true, false, a hop count, or addresses and CIDR ranges separated by commas');
  });

/** Exact origins as browsers send them: scheme, host and a port only when it is not the default. */
const isOrigin = (origin: string) => URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol) && new URL(origin).origin === origin;
const corsOrigins = z
  .string()
  .trim()
  .transform((value, context) => commaSeparated(value, context, isOrigin, 'must be origins such as https://app.example.org, separated by commas'));

/** Exact client addresses, IPv4 or IPv6, separated by commas. */
const isAddress = (address: string) => isIP(address) !== 0;
const addressList = z
  .string()
  .trim()
  .transform((value, context) =>
    commaSeparated(value, context, isAddress, 'must be IP addresses separated by commas, such as 10.0.0.5,10.0.0.6', { skipBlank: true }),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  JWT_TTL: duration.default(7 * 86400),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PASSWORD_HASH_COST: z.coerce.number().int().min(12, { error: 'must be 12 to 20' }).max(20, { error: 'must be 12 to 20' }).default(15),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_EXEMPT: addressList.default([]),
  CORS_ORIGINS: corsOrigins.default([]),
  CATALOGUE_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  CATALOGUE_SOURCES: z.string().trim().min(1, { error: 'must be the path of a JSON file' }).optional(),
  GEO_PROVIDER: z.enum(['auto', 'offline', 'osm', 'google'], { error: 'must be auto, offline, osm or google' }).default('auto'),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  OSM_GEOCODER: z.enum(['photon', 'nominatim'], { error: 'must be photon or nominatim' }).default('photon'),
  PHOTON_URL: z.url({ error: 'must be a URL' }).default('https://photon.komoot.io'),
  NOMINATIM_URL: z.url({ error: 'must be a URL' }).default('https://nominatim.openstreetmap.org'),
  OSRM_URL: z.url({ error: 'must be a URL' }).default('https://router.project-osrm.org'),
  OVERPASS_URL: z.url({ error: 'must be a URL' }).default('https://overpass-api.de/api/interpreter'),
  GOOGLE_GEOCODE_URL: z.url({ error: 'must be a URL' }).default('https://maps.googleapis.com/maps/api/geocode/json'),
  GOOGLE_PLACES_URL: z.url({ error: 'must be a URL' }).default('https://places.googleapis.com/v1'),
  GOOGLE_ROUTES_URL: z.url({ error: 'must be a URL' }).default('https://routes.googleapis.com'),
  CENSUS_GEOCODER_URL: z.url({ error: 'must be a URL' }).default('https://geocoding.geo.census.gov/geocoder/locations/addressbatch'),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  GEO_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => value === 'none' || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value), {
      error: 'must be none or a tile URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().default('© OpenStreetMap contributors'),
  GEO_USER_AGENT: z.string().trim().min(1).default('CareRoute/0.1 (childcare search; operator contact in README)'),
  LLM_BASE_URL: z.url({ error: 'must be a URL' }).optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      error: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('CareRoute <no-reply@careroute.localhost>'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http:// or https:// address parents open, such as https://careroute.example' })
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, { error: 'must be up to 64 letters, digits and . _ : - such as careroute:' })
    .default('careroute:'),
});

/**
 * The settings the app runs with, shaped from the environment in one place. A field's comment
 * says what it means; the README's table says how to set it.
 */
const configSchema = envSchema.transform((values) => ({
  port: values.PORT,
  host: values.HOST,
  dataDir: path.resolve(values.DATA_DIR),
  /** Unset means the embedded SQLite database under dataDir. */
  databaseUrl: values.DATABASE_URL,
  /** Unset: generated once and kept under dataDir (see loadConfig). */
  jwtSecret: values.JWT_SECRET,
  jwtTtlSeconds: values.JWT_TTL,
  /** log2 of scrypt's N for new password hashes; each hash keeps its own, so raising it breaks none. */
  passwordHashCost: values.PASSWORD_HASH_COST,
  logLevel: values.LOG_LEVEL,
  /** Fastify's trustProxy: whose X-Forwarded-For and -Proto set request.ip and request.protocol. */
  trustProxy: values.TRUST_PROXY,
  /** Other sites' origins allowed to call the API from a browser; empty keeps cross-origin access closed. */
  corsOrigins: values.CORS_ORIGINS,
  /** Client addresses the rate limits never count (a monitor, a load test, the end-to-end tests); empty: none. */
  rateLimitExempt: values.RATE_LIMIT_EXEMPT,
  /** Load the generated demo catalogue on start when the catalogue is empty. */
  catalogueDemo: values.CATALOGUE_DEMO === 'true',
  /** A JSON file of the licensing lists to refresh on a schedule (docs/decisions/0033); unset: none. */
  catalogueSources: values.CATALOGUE_SOURCES === undefined ? undefined : path.resolve(values.CATALOGUE_SOURCES),
  geo: {
    /** auto: google with a key, else osm; each falls back to offline per request when unreachable. */
    provider: values.GEO_PROVIDER,
    googleApiKey: values.GOOGLE_MAPS_API_KEY,
    osmGeocoder: values.OSM_GEOCODER,
    photonUrl: values.PHOTON_URL,
    nominatimUrl: values.NOMINATIM_URL,
    osrmUrl: values.OSRM_URL,
    overpassUrl: values.OVERPASS_URL,
    /** Geocoding API endpoint, e.g. https://maps.googleapis.com/maps/api/geocode/json. */
    googleGeocodeUrl: values.GOOGLE_GEOCODE_URL,
    /** Places API (New) base, e.g. https://places.googleapis.com/v1. */
    googlePlacesUrl: values.GOOGLE_PLACES_URL,
    /** Routes API base, e.g. https://routes.googleapis.com. */
    googleRoutesUrl: values.GOOGLE_ROUTES_URL,
    /** The US Census Bureau Geocoder's batch endpoint, for geocoding the catalogue. */
    censusGeocoderUrl: values.CENSUS_GEOCODER_URL,
    /** One attempt's limit; a timed-out call is not retried. */
    timeoutMs: values.GEO_TIMEOUT_MS,
    /** The wait before the first retry of a failed call (network error, 429, 5xx); the second waits twice as long. */
    retryBackoffMs: values.GEO_RETRY_BACKOFF_MS,
    userAgent: values.GEO_USER_AGENT,
  },
  map: {
    /** Leaflet tile URL template; null draws the bundled offline base map only. */
    tileUrl: values.MAP_TILE_URL === 'none' ? null : values.MAP_TILE_URL,
    attribution: values.MAP_TILE_ATTRIBUTION,
  },
  /** An OpenAI-compatible chat-completions server for the assistant; unset baseUrl means rules only. */
  llm: { baseUrl: values.LLM_BASE_URL, apiKey: values.LLM_API_KEY, model: values.LLM_MODEL },
  mail: {
    /** Unset: every email is written as an .eml file under dataDir/outbox instead of sent. */
    smtpUrl: values.SMTP_URL,
    from: values.MAIL_FROM,
  },
  /** The base of every link in an email, without a trailing slash; unset: http://localhost:PORT. */
  publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
  /** Shared state for several instances (rate limits); unset keeps it in each instance's memory. */
  redisUrl: values.REDIS_URL,
  /** Before every key written to Redis: instances of one site share it; sites (or test runs) sharing a Redis keep apart. */
  redisKeyPrefix: values.REDIS_KEY_PREFIX,
}));

type ParsedConfig = z.output<typeof configSchema>;
export type AppConfig = Omit<ParsedConfig, 'jwtSecret'> & { jwtSecret: string };
export type LogLevel = AppConfig['logLevel'];
export type GeoConfig = AppConfig['geo'];
export type GeoProviderSetting = GeoConfig['provider'];
export type MapConfig = AppConfig['map'];
export type LlmConfig = AppConfig['llm'];
export type MailConfig = AppConfig['mail'];

export class ConfigError extends Error {}

/**
 * Parses an environment into settings; a bad value throws naming the variable. Blank values count
 * as unset, as a shell's `VAR=` means.
 */
export function parseConfig(env: NodeJS.ProcessEnv): ParsedConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The settings at start-up, with the token secret read or created under DATA_DIR when JWT_SECRET is unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = parseConfig(env);
  return { ...config, jwtSecret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir) };
}

/**
 * Without JWT_SECRET the secret is generated once and kept under DATA_DIR, so tokens survive
 * restarts without a constant in the code. Instances behind a load balancer must set JWT_SECRET.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
