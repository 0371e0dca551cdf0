/** The machine a fleet bench ran on: its CPUs, Node and `uptime` before and after the run. */
export interface BenchMachine {
  cpus: number;
  node: string;
  uptimeBefore: string;
  uptimeAfter: string;
}

/** The one-minute load average in an `uptime` line (NaN when it has none). */
export const oneMinuteLoad = (uptime: string): number =>
  Number(/load averages?: ([\d.]+)/.exec(uptime)?.[1] ?? NaN);

/**
 * The report's line about the machine: whether other work shared its CPUs (a one-minute load at or above
 * the CPUs before or after the run, or unknown), so a reader knows whether the latencies hold queueing.
 */
export function machineLine(machine: BenchMachine): string {
  const loads = [machine.uptimeBefore, machine.uptimeAfter].map(oneMinuteLoad);
  const isQuiet = loads.every((load) => load < machine.cpus);
  const uptimes = `\`${machine.uptimeBefore}\` before, \`${machine.uptimeAfter}\` after`;
  return isQuiet
    ? `Machine: ${machine.cpus} CPUs, Node ${machine.node}, with no other work on it (a one-minute load ` +
        `under ${machine.cpus} before and after): ${uptimes}. The fleet's processes and the bench share these CPUs.`
    : `Machine: ${machine.cpus} CPUs, Node ${machine.node}, shared with other work while it ran: ${uptimes}. ` +
        'The CPU figures and latencies include queueing behind that work: they are inflated.';
}
