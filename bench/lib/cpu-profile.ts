import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface Hotspot {
  name: string;
  /** Of the busy samples. */
  share: number;
  ms: number;
}

/** The server bundles: the production build and the one the resilience and fleet suites start. */
const BUNDLE = /\/dist\/(?:resilience\/)?main[^/]*\.js$/;

/** Where a sampled frame belongs: an npm package, Node's own code, the app, or the engine. */
export function areaOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (wasm: PostgreSQL)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (BUNDLE.test(url) || /(^|\/)src\//.test(url)) return 'app';
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  return url;
}

/**
 * The module a line of a bundle came from, by the `// <path>` comment esbuild writes above each one
 * (dist/main.js is one file: without this, drizzle, Fastify and the app's code all show as "app").
 * Answers the url itself for a file that is not a bundle.
 */
function sourceOf(url: string, lineNumber: number): string {
  if (!BUNDLE.test(url)) return url;
  let markers = bundleMarkers.get(url);
  if (!markers) {
    markers = [];
    readFileSync(fileURLToPath(url), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const marker = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line);
        if (marker) markers!.push({ line: index, path: marker[1]! });
      });
    bundleMarkers.set(url, markers);
  }
  let low = 0;
  let high = markers.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (markers[middle]!.line <= lineNumber) low = middle;
    else high = middle - 1;
  }
  const marker = markers[low];
  return marker && marker.line <= lineNumber ? marker.path : url;
}
const bundleMarkers = new Map<string, { line: number; path: string }[]>();

/**
 * Self time of a CPU profile (`node --cpu-prof`), grouped by area (package) and by function, each as a
 * share of the busy samples (idle and the profiler's own ticks left out) and in ms. `lastSeconds` keeps
 * only the seconds before the last busy sample (the load the process ended with, not its start).
 * `programMs` is the native time no JavaScript frame is charged with (the event loop, I/O, the engine).
 */
export function summariseProfile(
  file: string,
  { top = 5, lastSeconds = Infinity }: { top?: number; lastSeconds?: number } = {},
): { byArea: Hotspot[]; byFunction: Hotspot[]; busyMs: number; programMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const nameOf = (id: number) => nodes.get(id)!.callFrame.functionName;
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  // The process may wait idle a while before it exits: the window ends at its last busy sample.
  const lastBusy = Math.max(...times.filter((_, i) => nameOf(profile.samples[i]!) !== '(idle)'));
  const from = lastBusy - lastSeconds * 1e6;
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (times[i]! >= from) selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let program = 0;
  for (const [id, time] of selfTime) {
    const { functionName, url: frameUrl, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === '(program)') program += time;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += time;
    const url = sourceOf(frameUrl, lineNumber);
    const area = areaOf(url, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + time);
    const where = area === 'app' && url !== frameUrl ? url.replace(/^.*?src\//, 'src/') : area;
    const fn = `${functionName || '(anonymous)'} (${where}${frameUrl ? `:${lineNumber + 1}` : ''})`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, share: busy ? time / busy : 0, ms: time / 1000 }));
  return {
    byArea: rank(byArea),
    byFunction: rank(byFunction),
    busyMs: busy / 1000,
    programMs: program / 1000,
  };
}
