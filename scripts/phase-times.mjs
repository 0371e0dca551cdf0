// The wall time of each phase of `npm test`, printed as a table when the run ends: at the end of a green
// run, and on a failure or a skip, as far as it got (the phases that failed are marked). Phases may run
// side by side: each row says when the phase started, counted from the start of the run, and how long it
// took, so overlapping phases show as overlapping spans.

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A log of phases; `print()` writes the table to the console once (later calls do nothing). */
export function phaseTimes(now = () => performance.now()) {
  const started = now();
  /** @type {{ name: string; at: number | null; ms: number | null; outcome: string }[]} */
  const rows = [];
  let isPrinted = false;
  return {
    /** Records a phase that did not run: `outcome` is FAILED (why) or skipped (why). */
    add(name, outcome) {
      rows.push({ name, at: null, ms: null, outcome });
    },
    /** Runs `body` (which resolves to true when the phase passed) and records its start and time. */
    async time(name, body) {
      const start = now();
      const isOk = await body();
      rows.push({ name, at: start - started, ms: now() - start, outcome: isOk ? 'ok' : 'FAILED' });
      return isOk;
    },
    table() {
      const width = Math.max(5, ...rows.map((row) => row.name.length));
      const line = (name, at, time, outcome) =>
        `${name.padEnd(width)}  ${at.padStart(5)}  ${time.padStart(7)}  ${outcome}`;
      const failed = rows.filter((row) => row.outcome.startsWith('FAILED'));
      const ordered = [...rows].sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity));
      return [
        failed.length
          ? `npm test failed in ${failed.map((row) => `"${row.name}"`).join(', ')}; later phases did not run.`
          : 'npm test phases:',
        line('phase', 'from', 'm:ss', 'result'),
        ...ordered.map((row) =>
          line(
            row.name,
            row.at === null ? '-' : format(row.at),
            row.ms === null ? '-' : format(row.ms),
            row.outcome,
          ),
        ),
        line('total', '', format(now() - started), ''),
      ].join('\n');
    },
    print() {
      if (isPrinted || rows.length === 0) return;
      isPrinted = true;
      console.log(`\n${this.table()}`);
    },
  };
}
