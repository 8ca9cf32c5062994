// The server's entry: settings for the whole process, made before any of the server's modules load.
import { enableCompileCache, flushCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';

// In about a third of start-ups V8 began to allocate the listings' short-lived objects straight
// into the old generation (allocation-site pretenuring), and the server held about 75 MB more for
// good; with it off, 22 start-ups of 22 stayed at the lower figure (docs/decisions/0036).
setFlagsFromString('--no-allocation-site-pretenuring');

// V8's compiled code for the modules below is kept on disk: every start after the first skips
// compiling them, a quarter of a second of a national catalogue's start-up (docs/decisions/0040).
// The catalogue index reader, a child process, finds the same cache through the environment.
const { directory } = enableCompileCache();
if (directory) process.env.NODE_COMPILE_CACHE = directory;

await import('./serve.js');
// Written now, not only at exit: a server that is killed leaves its cache for the next start.
flushCompileCache();
