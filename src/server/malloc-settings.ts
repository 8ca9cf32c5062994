/**
 * The glibc malloc setting the server runs with (docs/decisions/0039): every allocation of 128 KiB
 * or more, an index's columns among them, gets a mapping of its own, given back to the system when
 * it is freed. Left to itself glibc raises that threshold after the first large free; a rebuilt
 * index's columns then land in the main heap among small blocks, and once the old index is freed
 * its pages stay resident: about 80 MB more after a few refreshes of a national catalogue.
 * Read by glibc when the process starts, so whoever starts the server sets it.
 */
export const MALLOC_ENVIRONMENT = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Whether this process runs on glibc (Debian, Ubuntu; not Alpine's musl). */
export function runsOnGlibc(): boolean {
  const { header } = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return header?.glibcVersionRuntime !== undefined;
}

/** Whether this process runs on glibc without the setting, as when `node dist/server/main.js` is run by hand. */
export function missesMallocSetting(): boolean {
  return runsOnGlibc() && Object.keys(MALLOC_ENVIRONMENT).some((name) => process.env[name] === undefined);
}
