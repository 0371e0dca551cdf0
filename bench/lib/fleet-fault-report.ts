import type { FaultFigures } from '../../tests/fleet/src/support/fault-run';
import type { Percentiles } from '../../tests/fleet/src/support/load-run';
import { machineLine, type BenchMachine } from './machine-line';

const ms = (p: Percentiles) => (p.count ? `${p.p50} / ${p.p99}` : '–');
const seconds = (value: number | null) => (value === null ? 'not all' : `${(value / 1000).toFixed(1)} s`);
const statuses = (r: FaultFigures) =>
  Object.entries(r.failedOrders)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ') || 'none';

/** What each fault does to the fleet, in the words of the report. */
const WHAT: Record<FaultFigures['fault'], string> = {
  'broker-restart': 'Mosquitto killed (SIGKILL) and started again',
  'broker-pause': 'Mosquitto stopped (SIGSTOP) then let go on (SIGCONT): unreachable, its connections open',
  'postgres-restart': "the run's own PostgreSQL cluster restarted (`pg_ctl restart -m fast`)",
  'instance-kill': 'the second API instance killed (SIGKILL) and started again on its port',
};

function faultSection(r: FaultFigures): string[] {
  const f = r.failedCalls;
  return [
    `## ${r.fault}, ${r.kiosks} kiosks`,
    '',
    `${WHAT[r.fault]}; the fault lasted ${r.faultSeconds} s. ${r.visits} visits at ${r.visitsPerSecond} a second ` +
      `(${r.visitsSkipped} ticks skipped, every kiosk busy), ${r.dispensed} dispensed; set up in ${r.startSeconds} s; ` +
      `load average at the end ${r.loadAverage.map((l) => l.toFixed(1)).join(' / ')}.`,
    '',
    `- Units dropped ${r.unitsDropped}: lost ${r.unitsLost}, doubled ${r.unitsDoubled}; orders stuck dispensing ${r.stuck}.`,
    `- Failed calls: ${f.before} before the fault, ${f.inFlight} in flight at it, ${f.during} sent during it, ` +
      `${f.after} after it. Failed visits' orders afterwards (a paid one's dispense asked again): ${statuses(r)}; ` +
      `${r.failedWithoutOrder} failed before making an order.` +
      (r.failures.length
        ? ` First failures: ${r.failures.map((x) => `"${x.replace(/\s+/g, ' ')}"`).join('; ')}.`
        : ''),
    `- Agents whose MQTT connection dropped: ${r.agentsDropped}` +
      (r.agentsDropped
        ? `, connected again 95 % within ${seconds(r.reconnectMs.p95)}, all within ${seconds(r.reconnectMs.all)} of the fault's end.`
        : '.'),
    `- Online again (connected and ready through the proxy): ${r.onlineMs.count} of ${r.kiosks}, ` +
      `95 % within ${seconds(r.onlineMs.p95)}, 100 % within ${seconds(r.onlineMs.all)} of the fault's end.`,
    `- Recovery (the ${r.recovery.seconds} s after the fault's end): API CPU ${r.recovery.apiCpuPerSecond} s a second ` +
      `(two instances), kiosk calls but the dispense p50 / p99 ${ms(r.recovery.calls)} ms (${r.recovery.calls.count}), ` +
      `dispense ${ms(r.recovery.dispense)} ms (${r.recovery.dispense.count}).`,
    `- Connections before → peak from the fault on: broker ${r.peaks.brokerBefore} → ${r.peaks.brokerPeak}, ` +
      `PostgreSQL ${r.peaks.postgresBefore} → ${r.peaks.postgresPeak}. Broker resident memory at the end: ${r.brokerRssMb ?? '–'} MB.`,
    '',
  ];
}

const row = (r: FaultFigures) =>
  `| ${r.fault} | ${r.kiosks} | ${r.unitsLost} / ${r.unitsDoubled} / ${r.stuck} | ` +
  `${r.failedCalls.inFlight + r.failedCalls.during + r.failedCalls.after + r.failedCalls.before} ` +
  `(${r.failedCalls.inFlight} in flight) | ${seconds(r.onlineMs.p95)} / ${seconds(r.onlineMs.all)} | ` +
  `${r.recovery.apiCpuPerSecond} | ${r.recovery.calls.p99} / ${r.recovery.dispense.p99} | ` +
  `${r.peaks.brokerPeak} | ${r.peaks.postgresPeak} |`;

/** bench/results/fleet-faults.md: one table over the faults, then each fault's figures. */
export function faultsMarkdown(machine: BenchMachine, runs: FaultFigures[], unfinished: string[]): string {
  return [
    `# The fleet under faults (${new Date().toISOString().slice(0, 10)})`,
    '',
    '`npm run bench:fleet -- --fault <fault>`: the fleet of `npm run bench:fleet` (two API instances behind ' +
      "HAProxy, Mosquitto with TLS and an account per kiosk, real agents over TLS) on a PostgreSQL cluster of the run's " +
      'own (initdb under a temporary folder, another port: restarting it touches no one else), visits at a steady rate, ' +
      'one fault into them. Times are from the end of the fault (the broker or PostgreSQL answering again, the instance ' +
      'started again).',
    '',
    machineLine(machine),
    '',
    '| fault | kiosks | lost / doubled / stuck | failed calls | online 95 % / 100 % | API CPU s/s in recovery | recovery p99 ms (calls / dispense) | broker peak connections | PostgreSQL peak connections |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...runs.map(row),
    '',
    ...runs.flatMap(faultSection),
    ...(unfinished.length ? ['## Runs that did not finish', '', ...unfinished.map((u) => `- ${u}`), ''] : []),
  ].join('\n');
}
