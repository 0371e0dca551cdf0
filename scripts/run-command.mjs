// One command of `npm test`, run to its end. Alone it writes to the terminal as it is; beside other
// phases each line of its output starts with its label ("[fleet] …"), so interleaved lines stay readable.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs `command` with `args` in `cwd`; resolves to true when it exits with 0. `label` prefixes each line
 * of its output; without one it inherits the terminal.
 */
export function runCommand(command, args, { cwd, env = process.env, label } = {}) {
  console.log(`\n${label ? `[${label}] ` : ''}$ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
          out.write(`[${label}] ${line}\n`),
        );
      }
    }
    child.once('error', (error) => {
      console.error(`${label ? `[${label}] ` : ''}${command}: ${error.message}`);
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
}
