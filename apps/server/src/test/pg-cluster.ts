import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CTL = '/usr/bin/pg_ctlcluster';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

const run = (args: string[]) => {
  const result = spawnSync(CTL, ['--skip-systemctl-redirect', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0)
    throw new Error(`pg_ctlcluster ${args.join(' ')}: ${result.stderr || result.stdout}`);
};

export interface LocalCluster {
  stop(): void;
  start(): void;
}

/**
 * The PostgreSQL cluster behind TEST_DATABASE_URL, when this process may stop and start it: the URL
 * names this machine, pg_ctlcluster is installed and we are root. Otherwise null (the test is skipped).
 */
export function localCluster(url: string | undefined): LocalCluster | null {
  if (!url || !existsSync(CTL) || process.getuid?.() !== 0 || !existsSync('/etc/postgresql')) return null;
  if (!LOCAL_HOSTS.has(new URL(url).hostname)) return null;
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) return null;
  return {
    stop: () => run([version, 'main', 'stop', '-m', 'fast']),
    start: () => run([version, 'main', 'start']),
  };
}
