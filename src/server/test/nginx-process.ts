import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectionRefused } from './server-process.js';
import { spawnTracked } from './tracked-child.js';

const deployFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx');
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** The nginx binary on PATH or where Debian puts it (/usr/sbin is not on every user's PATH); undefined when absent. */
export function findNginx(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/** The values of deploy/nginx/careroute-site.conf.template's ${CAREROUTE_...} names. */
export interface SiteSettings {
  CAREROUTE_LISTEN: string;
  CAREROUTE_SERVER_NAME: string;
  CAREROUTE_INSTANCE_A: string;
  CAREROUTE_INSTANCE_B: string;
}

/** The site template filled in as envsubst would, leaving nginx's own $variables alone. */
export function renderSite(settings: SiteSettings): string {
  const template = readFileSync(path.join(deployFolder, 'careroute-site.conf.template'), 'utf8');
  // Only directives: the comments show the names as an example of the envsubst call.
  const directives = template.replace(/^\s*#.*$/gm, '');
  const rendered = directives.replace(/\$\{(CAREROUTE_[A-Z_]+)\}/g, (_, name: string) => {
    const value = settings[name as keyof SiteSettings] as string | undefined;
    if (value === undefined) throw new Error(`the site template names ${name}, which the test does not set`);
    return value;
  });
  return rendered;
}

export interface NginxProcess {
  pid: number;
  /** The folder nginx was started in (-p): its logs are under logs/. */
  prefix: string;
  /** What nginx wrote to stderr and its error log, for failure messages. */
  output(): string;
  /** Stops nginx (SIGQUIT: finish what is in flight) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * nginx in the foreground (deploy/nginx/nginx-foreground.conf) with the deploy folder's site and
 * proxy settings, and `extraServers` as one more conf.d file, in a temp folder of its own.
 * Resolves once every port in `ports` accepts connections.
 */
export async function startNginx(binary: string, site: SiteSettings, extraServers: string, ports: number[]): Promise<NginxProcess> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'careroute-nginx-'));
  // nginx's workers run as nobody when started by root: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp', 'snippets', 'conf.d']) mkdirSync(path.join(prefix, folder));
  const config = path.join(prefix, 'nginx-foreground.conf');
  copyFileSync(path.join(deployFolder, 'nginx-foreground.conf'), config);
  copyFileSync(path.join(deployFolder, 'careroute-proxy.conf'), path.join(prefix, 'snippets', 'careroute-proxy.conf'));
  writeFileSync(path.join(prefix, 'careroute-site.conf'), renderSite(site));
  writeFileSync(path.join(prefix, 'conf.d', 'test.conf'), extraServers);

  const errorLog = path.join(prefix, 'logs', 'error.log');
  // Left running when a test fails before stopping it, SIGTERM still ends nginx and its workers (SIGKILL would orphan them).
  const { child, output: written, exited } = spawnTracked(binary, ['-p', prefix, '-c', config, '-e', errorLog], {}, 'SIGTERM');
  const output = () => {
    let log = '';
    try {
      log = readFileSync(errorLog, 'utf8');
    } catch {
      // Not written yet.
    }
    return `${written()}${log}`;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (const port of ports) {
    while (await connectionRefused(port)) {
      if (ended || Date.now() > deadline) {
        const message = `nginx did not start (${ended ? 'it exited' : 'timed out'}):\n${output()}`;
        await stop();
        throw new Error(message);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { pid: child.pid ?? -1, prefix, output, stop };
}
