import type { LoadFigures, Percentiles, WindowFigures } from '../../tests/fleet/src/support/load-run';
import { VISIT_CALLS } from '../../tests/fleet/src/support/load-visits';
import { machineLine, type BenchMachine } from './machine-line';

/** The fleet targets at 2,000 kiosks (times on loopback, this machine, as measured). */
const CALL_P99_MS = 100;
/**
 * An idle kiosk's browser asks the API on two timers only (the attract screen is drawn from what it
 * holds): whether it is still paired, every 300 s (`PAIRING_RECHECK_MS`, apps/web/src/shared/api/
 * kiosk-pairing-api.ts), and the feature flags, every 300 s (`FEATURE_FLAG_REFRESH_MS`, feature-flags-api.ts).
 * The offline shell's `/healthz` probe asks nothing while these are answered (use-api-reachable.ts).
 * apps/web/src/app/idle-kiosk-requests.test.tsx counts them over an hour of the running app.
 */
const IDLE_REQUESTS = [
  { what: 'GET /devices/{id}/kiosk-credential (still paired?)', everySeconds: 300 },
  { what: 'GET /feature-flags/v1', everySeconds: 300 },
];

const ms = (p: Percentiles) => (p.count ? `${p.p50} / ${p.p99}` : '–');
const mark = (isMet: boolean) => (isMet ? 'pass' : '**short**');

function windowRows(w: WindowFigures): string[] {
  return [
    ...VISIT_CALLS.map((c) => `| ${c} | ${w.calls[c].count} | ${ms(w.calls[c])} |`),
    `| dispense call sent → agent has its first unit command | ${w.dispenseToCommand.count} | ${ms(w.dispenseToCommand)} |`,
    `| agent's outcome known → the dispense answer shows the order dispensed | ${w.outcomeToOrder.count} | ${ms(w.outcomeToOrder)} |`,
  ];
}

function runSection(r: LoadFigures, seconds: number): string[] {
  const w = r.two;
  const kioskP99 = Math.max(
    ...VISIT_CALLS.filter((c) => c !== 'webhook (provider)' && c !== 'dispense').map((c) => w.calls[c].p99),
  );
  const lines = [
    `## ${r.kiosks} kiosks`,
    '',
    `${w.visits} visits in ${w.seconds} s (${r.visitsPerSecond} a second, asked for ${seconds} s), two instances; ` +
      `set up in ${r.startSeconds} s; load average at the end ${r.loadAverage.map((l) => l.toFixed(1)).join(' / ')}.`,
    '',
    '| call (two instances) | answered | p50 / p99 ms |',
    '| --- | --: | --: |',
    ...windowRows(w),
    '',
    `- Failed calls: ${w.failedCalls}${w.failures.length ? ` (${w.failures.join('; ')})` : ''}. ` +
      `Units dropped ${r.unitsDropped}, lost ${r.unitsLost}, doubled ${r.unitsDoubled}.`,
    `- Product lists: ${Object.entries(w.listStatuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ')} (a kiosk sends its last ETag; 200 after any stock change of its own).`,
    `- CPU per 1,000 visits: API instances ${w.apiCpuPer1000} s, PostgreSQL backends ${w.databaseCpuPer1000} s.`,
    `- Lock waits (backends waiting on a lock, sampled each second): ${w.lockWaitSamples} in all, at most ` +
      `${w.lockWaitMax} at once. Write notices between the instances (cache invalidation): ${w.writeNotices} ` +
      `(${(w.writeNotices / Math.max(1, w.visits)).toFixed(1)} a visit).`,
    `- Broker resident memory at the end: ${r.brokerRssMb ?? '?'} MB.`,
    `- Console: ${r.console.count} operator calls (overview every 5 s, units chart every 30 s), p50 / p99 ` +
      `${ms(r.console)} ms, ${r.console.failed} failed.`,
    `- Idle agent (${r.idleAgent.kiosks} kiosks never visited, counted over ${r.idleAgent.minutes} min after ` +
      `they connected): ${r.idleAgent.publishesPerHour} MQTT PUBLISH and ${r.idleAgent.controlPerHour} control ` +
      'packets an hour, sent and received.',
    '',
    `| target | measured | |`,
    '| --- | --- | --- |',
    `| 0 failed calls, 0 units lost or doubled | ${w.failedCalls} failed, ${r.unitsLost} lost, ${r.unitsDoubled} doubled | ${mark(w.failedCalls === 0 && r.unitsLost === 0 && r.unitsDoubled === 0)} |`,
    `| p99 of every kiosk call < ${CALL_P99_MS} ms (the dispense call waits for its unit: see below) | ${kioskP99} ms | ${mark(kioskP99 < CALL_P99_MS)} |`,
    `| dispense call → first unit command p99 < ${CALL_P99_MS} ms | ${w.dispenseToCommand.p99} ms | ${mark(w.dispenseToCommand.p99 < CALL_P99_MS)} |`,
    '',
  ];
  if (r.one) {
    const perPurchase = (x: WindowFigures) => (x.apiCpuPer1000 + x.databaseCpuPer1000) / 1000;
    const two = perPurchase(w);
    const one = perPurchase(r.one);
    const change = two / one - 1;
    lines.push(
      `### One instance against two (${r.kiosks} kiosks)`,
      '',
      `The second instance stopped, the proxy sending everything to the first; the same visits for as long.`,
      '',
      `At rest (agents connected, no visits) one instance used ${(r.restCpuPerInstance * 1000).toFixed(0)} ms ` +
        'of CPU a second; "net" is the API CPU less that for each instance over the window.',
      '',
      '| | visits | API CPU / 1,000 | API net / 1,000 | PostgreSQL CPU / 1,000 | CPU per purchase | net | lock waits | write notices | transactions a visit | backends opened / closed | dispense p99 |',
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
      ...[r.one, w].map(
        (x) =>
          `| ${x.instances} instance${x.instances > 1 ? 's' : ''} | ${x.visits} | ${x.apiCpuPer1000} s | ${x.apiCpuNetPer1000} s | ` +
          `${x.databaseCpuPer1000} s | ${(perPurchase(x) * 1000).toFixed(0)} ms | ` +
          `${(x.apiCpuNetPer1000 + x.databaseCpuPer1000).toFixed(0)} ms | ${x.lockWaitSamples} | ${x.writeNotices} | ${x.transactionsPerVisit} | ${x.backendsOpened} / ${x.backendsClosed} | ${x.calls.dispense.p99} ms |`,
      ),
      '',
      `| target | measured | |`,
      '| --- | --- | --- |',
      `| CPU per purchase with two instances within 15 % of one | ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} % | ${mark(Math.abs(change) <= 0.15)} |`,
      '',
      ...tablesCompared(r.one, w),
    );
  }
  return lines;
}

/** The tables whose work per visit changed most from one instance to two (pg_stat_user_tables). */
function tablesCompared(one: WindowFigures, two: WindowFigures, top = 10): string[] {
  const zero = { scans: 0, writes: 0 };
  const rows = [...new Set([...Object.keys(one.tablesPerVisit), ...Object.keys(two.tablesPerVisit)])]
    .map((name) => ({ name, one: one.tablesPerVisit[name] ?? zero, two: two.tablesPerVisit[name] ?? zero }))
    .map((t) => ({ ...t, more: t.two.scans + t.two.writes - t.one.scans - t.one.writes }))
    .sort((a, b) => Math.abs(b.more) - Math.abs(a.more))
    .slice(0, top);
  if (!rows.length) return [];
  return [
    'Where the database work per visit changed, by table (scans, by index or sequential, and rows written):',
    '',
    '| table | scans, one | scans, two | rows written, one | rows written, two |',
    '| --- | --: | --: | --: | --: |',
    ...rows.map((t) => `| ${t.name} | ${t.one.scans} | ${t.two.scans} | ${t.one.writes} | ${t.two.writes} |`),
    '',
  ];
}

export function fleetMarkdown(machine: BenchMachine, runs: LoadFigures[], seconds: number): string {
  const perHour = IDLE_REQUESTS.reduce((sum, r) => sum + 3600 / r.everySeconds, 0);
  const idlePublishes = Math.max(0, ...runs.map((r) => r.idleAgent.publishesPerHour));
  const idlePackets = Math.max(
    0,
    ...runs.map((r) => r.idleAgent.publishesPerHour + r.idleAgent.controlPerHour),
  );
  return [
    `# Fleet at scale (${new Date().toISOString().slice(0, 10)})`,
    '',
    '`npm run bench:fleet`: two API instances (the bundled server, `DISPENSER=device-link`) behind HAProxy on ' +
      'one PostgreSQL database and one Mosquitto, all on this machine; N real device agents (the simulator ' +
      `driver, ${runs[0]?.unitMs ?? '?'} ms a unit) in the bench's process, each its own MQTT session; visits ` +
      'walked through the proxy by the bench (product list with the ETag, order of one unit, checkout, payment ' +
      "session, the sandbox provider's signed webhook, dispense over the device link), two operators polling " +
      'the console. Everything it starts it stops (`tests/fleet/src/support/load-run.ts`).',
    '',
    machineLine(machine),
    '',
    ...runs.flatMap((r) => runSection(r, seconds)),
    '## An idle kiosk',
    '',
    `- API requests: ${perHour} an hour (target ≤ 30: ${mark(perHour <= 30)}), from the kiosk app's timers: ` +
      IDLE_REQUESTS.map((r) => `${r.what} every ${r.everySeconds} s (${3600 / r.everySeconds}/h)`).join(
        '; ',
      ) +
      "; the offline shell's GET /healthz asks nothing while these are answered. The agent itself makes no " +
      'HTTP request.',
    `- MQTT messages (PUBLISH): at most ${idlePublishes} an hour in these runs (target ≤ 70: ` +
      `${mark(idlePublishes <= 70)}): an idle agent publishes its status when it connects and after each ` +
      'dispense (retained), the offline-dispense offer only when there is one, and receives nothing. All ' +
      `MQTT packets: at most ${idlePackets} an hour, the keep-alive (a PINGREQ and its PINGRESP each minute ` +
      "at mqtt.js's 60 s default, 120 an hour). A keep-alive of 120 s would halve them to 60, but the broker " +
      "would publish a vanished agent's last will (offline) after 180 s instead of 90 s: left as it is.",
    '',
  ].join('\n');
}
