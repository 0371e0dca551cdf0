import { spawn, type ChildProcess } from 'node:child_process';

export interface LauncherUnitOptions {
  /** The launcher script (deploy/kiosk-pc/kiosk-agent-launcher.sh or the copy a release shipped). */
  launcher: string;
  /** The whole environment of the launcher (PATH included). */
  env: Record<string, string | undefined>;
  cwd?: string;
  /** systemd's RestartSec, shortened. */
  restartMs: number;
  /** Also called with each piece of output (to echo it). */
  onOutput?: (chunk: Buffer) => void;
}

export type LauncherUnit = ReturnType<typeof superviseLauncher>;

/**
 * kiosk-agent.service as systemd runs it: the launcher, started again whenever it exits
 * (Restart=always). Keeps every process's output and counts the starts.
 */
export function superviseLauncher({ launcher, env, cwd, restartMs, onOutput }: LauncherUnitOptions) {
  let child: ChildProcess | undefined;
  let isStopped = false;
  let output = '';
  let starts = 0;
  const keep = (chunk: Buffer) => {
    output += String(chunk);
    onOutput?.(chunk);
  };
  const launch = () => {
    starts++;
    child = spawn('bash', [launcher], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', () => void (isStopped || setTimeout(launch, restartMs)));
  };
  launch();
  return {
    output: () => output,
    starts: () => starts,
    stop: () =>
      new Promise<void>((resolve) => {
        isStopped = true;
        if (!child || child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type KioskPage = ReturnType<typeof startKioskPage>;

/**
 * The kiosk page as apps/web reports to the agent's loopback endpoint: idle, every `everyMs` it
 * reports the agent release it heard last. Keeps what it reported.
 */
export function startKioskPage({ port, origin, everyMs }: { port: number; origin: string; everyMs: number }) {
  let heard: string | null = null;
  const reported: (string | null)[] = [];
  let isOn = true;
  const timer = setInterval(() => {
    if (!isOn) return;
    reported.push(heard);
    fetch(`http://127.0.0.1:${port}/kiosk-state`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ version: heard, busy: false }),
    })
      .then((r) => r.json() as Promise<{ data: { version: string } }>)
      .then((body) => (heard = body.data.version))
      .catch(() => undefined); // the agent restarting: nobody answers for a moment
  }, everyMs);
  return {
    heard: () => heard,
    reported,
    /** The page stops reporting (a browser that does not come back). */
    silence: () => void (isOn = false),
    stop: () => clearInterval(timer),
  };
}
