import type { LoadFigures, WindowFigures } from '../../tests/fleet/src/support/load-run';
import { summariseProfile } from './cpu-profile';

/**
 * Self time per 1,000 visits of a window's instances together, by area and by function, in ms of CPU. A
 * profile's samples are spaced in wall time, and on a shared machine a process is often switched out
 * mid-function: each instance's samples are weighed so that they add up to the CPU it used (from /proc).
 */
function perThousand(window: WindowFigures) {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let program = 0;
  window.profiles.forEach((file, i) => {
    const summary = summariseProfile(file, { top: 400 });
    const sampled = summary.busyMs + summary.programMs;
    const weight = sampled ? ((window.apiCpuByInstance[i] ?? 0) * 1000) / sampled : 0;
    busy += summary.busyMs * weight;
    program += summary.programMs * weight;
    for (const h of summary.byArea) byArea.set(h.name, (byArea.get(h.name) ?? 0) + h.ms * weight);
    for (const h of summary.byFunction) byFunction.set(h.name, (byFunction.get(h.name) ?? 0) + h.ms * weight);
  });
  const scale = 1000 / Math.max(1, window.visits);
  const scaled = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, v * scale]));
  return {
    byArea: scaled(byArea),
    byFunction: scaled(byFunction),
    busy: busy * scale,
    program: program * scale,
  };
}

/**
 * Where the second instance's extra CPU goes: the CPU profiles of the one- and two-instance windows
 * (BENCH_FLEET_PROFILE), self time per 1,000 visits, the areas and functions that grew most.
 */
export function profileComparison(run: LoadFigures, top = 12): string[] {
  if (!run.one || !run.one.profiles.length || !run.two.profiles.length) return [];
  const one = perThousand(run.one);
  const two = perThousand(run.two);
  const rows = (a: Map<string, number>, b: Map<string, number>) =>
    [...new Set([...a.keys(), ...b.keys()])]
      .map((name) => ({ name, one: a.get(name) ?? 0, two: b.get(name) ?? 0 }))
      .sort((x, y) => y.two - y.one - (x.two - x.one))
      .slice(0, top)
      .map(
        (r) => `| ${r.name} | ${r.one.toFixed(0)} | ${r.two.toFixed(0)} | ${(r.two - r.one).toFixed(0)} |`,
      );
  return [
    `### Where the second instance's CPU goes (${run.kiosks} kiosks, CPU profiles)`,
    '',
    'Each instance profiled through its inspector over the measured window only; self time in ms of CPU per ' +
      '1,000 visits (each profile weighed to the CPU its instance used), both instances together for "two". ' +
      '"(program)" is native time charged to no JavaScript frame (the event loop, sockets, the engine).',
    '',
    `| | one | two | more |`,
    '| --- | --: | --: | --: |',
    `| JavaScript (busy samples) | ${one.busy.toFixed(0)} | ${two.busy.toFixed(0)} | ${(two.busy - one.busy).toFixed(0)} |`,
    `| (program) | ${one.program.toFixed(0)} | ${two.program.toFixed(0)} | ${(two.program - one.program).toFixed(0)} |`,
    '',
    '| area | one | two | more |',
    '| --- | --: | --: | --: |',
    ...rows(one.byArea, two.byArea),
    '',
    '| function | one | two | more |',
    '| --- | --: | --: | --: |',
    ...rows(one.byFunction, two.byFunction),
    '',
  ];
}
