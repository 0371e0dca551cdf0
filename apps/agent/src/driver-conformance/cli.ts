import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDriverModule } from '../dispenser/driver';
import { runConformance } from './conformance';

/**
 * `npm run test:driver -- --driver <path> [--device-id <id>]`: the driver conformance suite against a
 * driver module (the simulator without --driver). Exits 1 when any check fails.
 */
const { values } = parseArgs({
  options: { driver: { type: 'string' }, 'device-id': { type: 'string' } },
});
// Under npm the working directory is the repository; a relative path means where the command was typed.
const driverPath = values.driver && resolve(process.env.INIT_CWD ?? '.', values.driver);
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
  ...(values['device-id'] ? { deviceId: values['device-id'] } : {}),
});
for (const { check, error, ms } of results)
  console.log(`${error ? 'FAIL' : 'ok  '} ${check} (${ms} ms)${error ? `: ${error}` : ''}`);
const failed = results.filter((r) => r.error).length;
console.log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
process.exit(failed ? 1 : 0);
