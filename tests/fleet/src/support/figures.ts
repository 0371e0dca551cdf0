import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Scenario {
  name: string;
  faults: number;
  orders: number;
  unitsDropped: number;
  unitsLost: number;
  doubleDrops: number;
  /** Orders still dispensing after the scenario. */
  stuck: number;
  /** Forged device-link messages that changed anything. */
  forgedAccepted: number;
  seconds: number;
}

const RESULTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'bench',
  'results',
  'fleet.md',
);

/** Writes the suite's figures to bench/results/fleet.md. */
export function writeFigures(scenarios: Scenario[], setup: string): void {
  const total = (key: keyof Omit<Scenario, 'name'>) => scenarios.reduce((sum, s) => sum + s[key], 0);
  const rows = scenarios.map(
    (s) =>
      `| ${s.name} | ${s.faults} | ${s.orders} | ${s.unitsDropped} | ${s.unitsLost} | ${s.doubleDrops} | ${s.stuck} | ${s.forgedAccepted} | ${s.seconds.toFixed(1)} |`,
  );
  const text = `# Fleet suite

${setup}

Run by \`npm run test:fleet\` (part of \`npm test\` when \`TEST_DATABASE_URL\` is set); latest run ${new Date().toISOString()}.
Units lost: a unit the agent's journal says dropped that the server did not record (or the reverse).
Double drops: a unit id whose motor ran more than once, or that the server recorded as dropped twice.
Stuck: an order still dispensing after the scenario. Forged accepted: a forged outcome that changed an order or a slot.

| scenario | faults injected | orders affected | units dropped | units lost | double drops | stuck | forged accepted | seconds |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
| **total** | ${total('faults')} | ${total('orders')} | ${total('unitsDropped')} | ${total('unitsLost')} | ${total('doubleDrops')} | ${total('stuck')} | ${total('forgedAccepted')} | ${total('seconds').toFixed(1)} |
`;
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, text);
}
