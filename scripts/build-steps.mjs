// The builds of `npm start`, quietly: one progress line for each step, a step's output only when it fails.
import { spawnSync } from 'node:child_process';

/**
 * Runs `steps` ({ label, args }: an npm command) in order with their output captured; writes
 * "Building <label> (i of n)… done in 12 s" for each, or "failed" and the step's output. Returns the exit
 * status: 0, or the failed step's.
 */
export function runBuildSteps(
  steps,
  { run = runNpm, write = (text) => process.stdout.write(text), now = Date.now } = {},
) {
  for (const [index, step] of steps.entries()) {
    write(`Building ${step.label} (${index + 1} of ${steps.length})… `);
    const started = now();
    const { status, output } = run(step);
    if (status !== 0) {
      write(`failed\n${output}`);
      return status ?? 1;
    }
    write(`done in ${Math.round((now() - started) / 1000)} s\n`);
  }
  return 0;
}

/** One npm command in `cwd`: its exit status and its output (stdout, then stderr). */
export function runNpm({ args, cwd }) {
  const result = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
  };
}
