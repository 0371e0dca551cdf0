import { resolve } from 'node:path';
import { commandLineOrExit } from '../../../../scripts/command-line.mjs';
import { loadDriverModule } from '../dispenser/driver';
import { runConformance } from './conformance';

/**
 * `npm run test:driver -- --driver <path> [--device-id <id>]`: the driver conformance suite against a
 * driver module (the simulator without --driver). Exits 1 when any check fails.
 */
const values = commandLineOrExit(process.argv.slice(2), {
  options: { driver: { type: 'string' }, 'device-id': { type: 'string' } },
  helpHint: 'npm run test:driver -- --help',
  check: (given) => {
    for (const name of ['driver', 'device-id']) if (given[name] === '') return `--${name} needs a value`;
    return undefined;
  },
  usage: `Runs the driver conformance suite against a dispenser driver module (the simulator without --driver):
every check a driver must pass before a kiosk uses it. Exits 1 when any check fails.

Usage: npm run test:driver [-- --driver <path>] [--device-id <id>]

  --driver <path>      the driver module (relative to where the command is typed)
  --device-id <id>     the kiosk id the driver is built for (default the suite's own)
  --help, -h           this text (nothing is loaded or run)

It reads no settings of its own and no .env; the driver may read its own from the environment.
More: docs/device-agent.md (Writing a hardware driver).`,
});
// Under npm the working directory is the repository; a relative path means where the command was typed.
const driverPath =
  typeof values.driver === 'string' ? resolve(process.env.INIT_CWD ?? '.', values.driver) : undefined;
const module = await loadDriverModule(driverPath);
if (!module.bench) {
  console.error(
    `${module.name} exports no conformanceBench: the suite needs the bench's slots (docs/device-agent.md).`,
  );
  process.exit(2);
}
console.log(`Driver conformance: ${module.name}`);
const results = await runConformance({
  name: module.name,
  create: module.create,
  bench: module.bench,
  ...(typeof values['device-id'] === 'string' ? { deviceId: values['device-id'] } : {}),
});
for (const { check, error, ms } of results)
  console.log(`${error ? 'FAIL' : 'ok  '} ${check} (${ms} ms)${error ? `: ${error}` : ''}`);
const failed = results.filter((r) => r.error).length;
console.log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
process.exit(failed ? 1 : 0);
