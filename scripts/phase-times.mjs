// The wall time of each phase of `npm test`, printed as a table when the run ends: at the end of a green
// run, and on a failure or a skip, as far as it got (the phase that failed is the last row).

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A log of phases; `print()` writes the table to the console once (later calls do nothing). */
export function phaseTimes(now = () => performance.now()) {
  const started = now();
  /** @type {{ name: string; ms: number | null; outcome: string }[]} */
  const rows = [];
  let isPrinted = false;
  return {
    /** Records a phase: `ms` its wall time, `outcome` ok, FAILED (exit code) or skipped (why). */
    add(name, ms, outcome = 'ok') {
      rows.push({ name, ms, outcome });
    },
    /** Runs `body` (which returns true when the phase passed) and records its time. */
    time(name, body) {
      const start = now();
      const isOk = body();
      rows.push({ name, ms: now() - start, outcome: isOk ? 'ok' : 'FAILED' });
      return isOk;
    },
    table() {
      const width = Math.max(5, ...rows.map((row) => row.name.length));
      const line = (name, time, outcome) => `${name.padEnd(width)}  ${time.padStart(7)}  ${outcome}`;
      const failed = rows.find((row) => row.outcome.startsWith('FAILED'));
      return [
        failed
          ? `npm test stopped at "${failed.name}"; the phases after it did not run.`
          : 'npm test phases:',
        line('phase', 'm:ss', 'result'),
        ...rows.map((row) => line(row.name, row.ms === null ? '-' : format(row.ms), row.outcome)),
        line('total', format(now() - started), ''),
      ].join('\n');
    },
    print() {
      if (isPrinted || rows.length === 0) return;
      isPrinted = true;
      console.log(`\n${this.table()}`);
    },
  };
}
