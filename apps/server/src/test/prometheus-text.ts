/**
 * A strict reader of the Prometheus text exposition format 0.0.4, for tests: throws on any line a
 * scraper would reject, checks TYPE before samples, one family per name, and histogram invariants.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
  /** The value of one series, or undefined when absent. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP_LINE = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"\s*(,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const m = LABEL.exec(text);
    if (!m || LABEL.lastIndex === start) throw new Error(`bad labels in: ${line}`);
    if (m[1]! in labels) throw new Error(`label ${m[1]} twice in: ${line}`);
    labels[m[1]!] = m[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  // Prometheus reads values with Go's ParseFloat, which takes NaN in any case (prom-client writes `Nan`).
  if (/^nan$/i.test(text)) return NaN;
  const n = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) || Number.isNaN(n)) {
    throw new Error(`bad value in: ${line}`);
  }
  return n;
}

const familyOf = (name: string, types: Map<string, string>): string => {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && types.get(base) === 'histogram') return base;
  }
  return name;
};

export function parsePrometheusText(text: string): Exposition {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const seenSamples = new Set<string>();
  const closed = new Set<string>();
  const samples: Sample[] = [];
  let current = '';
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    let m: RegExpExecArray | null;
    if ((m = HELP_LINE.exec(line))) {
      if (helps.has(m[1]!)) throw new Error(`HELP twice for ${m[1]}`);
      helps.add(m[1]!);
      continue;
    }
    if ((m = TYPE_LINE.exec(line))) {
      if (types.has(m[1]!)) throw new Error(`TYPE twice for ${m[1]}`);
      types.set(m[1]!, m[2]!);
      continue;
    }
    if (line.startsWith('#')) continue;
    m = SAMPLE_LINE.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const family = familyOf(m[1]!, types);
    if (!types.has(family)) throw new Error(`sample before its TYPE: ${line}`);
    if (family !== current) {
      if (closed.has(family)) throw new Error(`family ${family} is split: ${line}`);
      if (current) closed.add(current);
      current = family;
    }
    const labels = m[2] ? parseLabels(m[2], line) : {};
    const key = `${m[1]}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seenSamples.has(key)) throw new Error(`duplicate series: ${line}`);
    seenSamples.add(key);
    samples.push({ name: m[1]!, labels, value: parseValue(m[3]!, line) });
  }
  checkHistograms(types, samples);
  const sameLabels = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
  return {
    types,
    samples,
    value: (name, labels = {}) => samples.find((s) => s.name === name && sameLabels(s.labels, labels))?.value,
  };
}

function checkHistograms(types: Map<string, string>, samples: Sample[]): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const series = new Map<string, { buckets: [number, number][]; count?: number }>();
    for (const s of samples) {
      if (!s.name.startsWith(family)) continue;
      const { le, ...rest } = s.labels;
      const key = JSON.stringify(Object.entries(rest).sort());
      const entry = series.get(key) ?? { buckets: [] };
      series.set(key, entry);
      if (s.name === `${family}_bucket`) {
        if (le === undefined) throw new Error(`${family}_bucket without le`);
        entry.buckets.push([parseValue(le, le), s.value]);
      } else if (s.name === `${family}_count`) entry.count = s.value;
    }
    for (const [key, { buckets, count }] of series) {
      const last = buckets[buckets.length - 1];
      if (!last || last[0] !== Infinity) throw new Error(`${family}${key}: no +Inf bucket`);
      if (last[1] !== count) throw new Error(`${family}${key}: +Inf bucket is not the count`);
      buckets.forEach(([le, n], i) => {
        if (i > 0 && (le <= buckets[i - 1]![0] || n < buckets[i - 1]![1])) {
          throw new Error(`${family}${key}: buckets not cumulative`);
        }
      });
    }
  }
}
