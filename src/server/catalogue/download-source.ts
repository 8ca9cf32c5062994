import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Db } from '#server/db/database.js';

/** The source could not be fetched: the import stops and the run records why. */
export class SourceDownloadError extends Error {}

export interface DownloadSettings {
  userAgent: string;
  /** For the whole download: a state's list is a few megabytes. */
  timeoutMs?: number;
}

export type Download =
  | { status: 'not-modified' }
  | {
      status: 'downloaded';
      /** A temporary copy of the file; `remember` after a good import, then `discard`. */
      file: string;
      remember: () => Promise<void>;
      discard: () => Promise<void>;
    };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Over HTTPS only: the catalogue is what parents trust. Plain HTTP is allowed to this machine (tests, a local mirror). */
export function checkSourceUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SourceDownloadError(`Not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new SourceDownloadError(`A catalogue source must be an https:// URL, not ${url.protocol}//${url.host}`);
  }
  return url;
}

/**
 * Downloads a source unless it has not changed since the last good import (If-None-Match /
 * If-Modified-Since from what it answered then), streaming it to a temporary file so the file is
 * never whole in memory. The validators are saved only by `remember`, after the import succeeded:
 * a failed import asks for the whole file again next time.
 */
export async function downloadSource(db: Db, text: string, settings: DownloadSettings): Promise<Download> {
  const url = checkSourceUrl(text);
  const known = await db.selectFrom('catalogueRemoteSources').selectAll().where('url', '=', url.href).executeTakeFirst();
  const headers: Record<string, string> = { 'User-Agent': settings.userAgent };
  if (known?.etag) headers['If-None-Match'] = known.etag;
  if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(settings.timeoutMs ?? 300_000) });
  } catch (error) {
    throw new SourceDownloadError(`Could not download ${url.href}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 304) {
    await db.updateTable('catalogueRemoteSources').set({ checkedAt: new Date().toISOString() }).where('url', '=', url.href).execute();
    return { status: 'not-modified' };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SourceDownloadError(`Could not download ${url.href}: HTTP ${response.status}`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'careroute-source-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  // The readers do not care for the name, but a person looking at a left-over copy does.
  const file = path.join(folder, path.basename(url.pathname) || 'source');
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw new SourceDownloadError(`Could not download ${url.href}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
  const remember = async () => {
    const values = { ...validators, checkedAt: new Date().toISOString() };
    await db
      .insertInto('catalogueRemoteSources')
      .values({ url: url.href, ...values })
      .onConflict((conflict) => conflict.column('url').doUpdateSet(values))
      .execute();
  };
  return { status: 'downloaded', file, remember, discard };
}
