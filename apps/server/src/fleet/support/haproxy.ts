import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/server-process';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's) in front of the API instances: round robin, health checks on /healthz every 300 ms,
 * a refused connection retried on the other instance. It runs in the foreground, owned by the test.
 */
export async function startHaproxy(backendPorts: number[]): Promise<LoadBalancer> {
  const port = await freePort();
  const config = `
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  retries 3
  option redispatch
  retry-on conn-failure empty-response
frontend api
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /healthz
  default-server inter 300ms fall 2 rise 1
${backendPorts.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
  const file = join(mkdtempSync(join(tmpdir(), 'fleet-haproxy-')), 'haproxy.cfg');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`haproxy did not start: ${output}`);
}
