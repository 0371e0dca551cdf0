import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFleetFault, type Fault, type FaultFigures } from '../../tests/fleet/src/support/fault-run';
import { faultsMarkdown } from './fleet-fault-report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How long each fault keeps the broker away: a restart's kill-to-start, the 60 s unreachable. */
const AWAY_MS: Record<Fault, number> = {
  'broker-restart': 2_000,
  'broker-pause': Number(process.env.BENCH_FLEET_AWAY_MS ?? 60_000),
  'postgres-restart': 0,
  'instance-kill': 0,
};

/**
 * `npm run bench:fleet -- --fault …`: each fault at each size of BENCH_FLEET_KIOSKS (300 unless set), one
 * fresh fleet each, visits at BENCH_FLEET_RATE (5 a second), the fault 15 s into them, visits for 30 s
 * after it; writes bench/results/<BENCH_FLEET_REPORT or fleet-faults>.md and .json.
 */
export async function runFaults(faults: Fault[]): Promise<FaultFigures[]> {
  const sizes = (process.env.BENCH_FLEET_KIOSKS ?? '300').split(',').map(Number);
  const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
  const uptimeBefore = uptime();
  const runs: FaultFigures[] = [];
  const unfinished: string[] = [];
  for (const kiosks of sizes)
    for (const fault of faults) {
      console.log(`\n${fault}, ${kiosks} kiosks…`);
      // A run that breaks (its fleet did not start, say) is said in the report; the next fault still runs.
      const figures = await runFleetFault({
        fault,
        kiosks,
        visitsPerSecond: Number(process.env.BENCH_FLEET_RATE ?? 5),
        unitMs: Number(process.env.BENCH_FLEET_UNIT_MS ?? 20),
        faultAfterMs: 15_000,
        awayMs: AWAY_MS[fault],
        recoveryMs: 30_000,
        log: (message) => console.log(`  ${message}`),
      }).catch((error: Error) => {
        console.error(error);
        unfinished.push(`${fault} at ${kiosks} kiosks: ${error.message.slice(0, 200)}`);
        return null;
      });
      if (figures) runs.push(figures);
    }
  const name = process.env.BENCH_FLEET_REPORT ?? 'fleet-faults';
  const markdown = faultsMarkdown(
    { cpus: cpus().length, node: process.version, uptimeBefore, uptimeAfter: uptime() },
    runs,
    unfinished,
  );
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, `bench/results/${name}.md`), markdown);
  writeFileSync(join(ROOT, `bench/results/${name}.json`), `${JSON.stringify(runs, null, 2)}\n`);
  console.log(`\n${markdown}\nWritten bench/results/${name}.md and .json.`);
  return runs;
}
