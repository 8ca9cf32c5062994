/**
 * Zod compiles a fast object parser with `new Function` when it may. The CSP (script-src 'self')
 * forbids that, and zod's probe for it still makes Chrome log a CSP violation on every page that
 * parses an answer. Setting `jitless` in zod's global config (shared by every copy of zod, read
 * when zod first loads) skips the probe; parsing is the same, the CSP ruled out the fast path anyway.
 * Imported first by main.tsx, so it runs before any zod code however zod is bundled.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

// Imported for its effect only; the export makes this file a module, as `declare global` needs.
export {};
