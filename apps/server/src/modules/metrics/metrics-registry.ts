/**
 * A small Prometheus registry: counters, histograms and gauges read at scrape time, rendered in the
 * text exposition format 0.0.4. No dependency; label sets are bounded by the callers.
 */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type LabelValues<L extends string> = Record<L, string>;

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabel = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const formatValue = (n: number) =>
  Number.isNaN(n) ? 'NaN' : n === Infinity ? '+Inf' : n === -Infinity ? '-Inf' : String(n);

function labelText(
  names: readonly string[],
  values: Record<string, string>,
  extra?: [string, string],
): string {
  const pairs = names.map((n) => `${n}="${escapeLabel(values[n] ?? '')}"`);
  if (extra) pairs.push(`${extra[0]}="${escapeLabel(extra[1])}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

interface Metric {
  readonly name: string;
  render(): string[];
}

abstract class Labelled<L extends string> {
  protected readonly series = new Map<string, LabelValues<L>>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly L[],
  ) {
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name ${name}`);
    for (const l of labelNames) {
      if (!LABEL_NAME.test(l) || l.startsWith('__') || l === 'le') throw new Error(`bad label name ${l}`);
    }
  }

  protected keyOf(labels: LabelValues<L>): string {
    const key = JSON.stringify(this.labelNames.map((n) => labels[n]));
    if (!this.series.has(key)) this.series.set(key, { ...labels });
    return key;
  }
}

export class Counter<L extends string = never> extends Labelled<L> implements Metric {
  private readonly values = new Map<string, number>();

  inc(labels: LabelValues<L>, by = 1): void {
    if (!(by >= 0) || !Number.isFinite(by)) throw new Error(`counter ${this.name} can only go up`);
    const key = this.keyOf(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  get(labels: LabelValues<L>): number {
    return this.values.get(JSON.stringify(this.labelNames.map((n) => labels[n]))) ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} counter`];
    if (this.labelNames.length === 0 && this.values.size === 0) lines.push(`${this.name} 0`);
    for (const [key, labels] of this.series) {
      lines.push(
        `${this.name}${labelText(this.labelNames, labels)} ${formatValue(this.values.get(key) ?? 0)}`,
      );
    }
    return lines;
  }
}

export class Histogram<L extends string = never> extends Labelled<L> implements Metric {
  private readonly data = new Map<string, { buckets: number[]; sum: number; count: number }>();

  constructor(
    name: string,
    help: string,
    labelNames: readonly L[],
    readonly buckets: readonly number[],
  ) {
    super(name, help, labelNames);
    const isAscending = buckets.every((b, i) => i === 0 || b > buckets[i - 1]!);
    if (!buckets.length || !isAscending) throw new Error(`histogram ${name} needs ascending buckets`);
  }

  observe(labels: LabelValues<L>, value: number): void {
    const key = this.keyOf(labels);
    let entry = this.data.get(key);
    if (!entry) {
      entry = { buckets: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.data.set(key, entry);
    }
    this.buckets.forEach((le, i) => {
      if (value <= le) entry.buckets[i]! += 1;
    });
    entry.sum += value;
    entry.count += 1;
  }

  countOf(labels: LabelValues<L>): number {
    return this.data.get(JSON.stringify(this.labelNames.map((n) => labels[n])))?.count ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} histogram`];
    for (const [key, labels] of this.series) {
      const entry = this.data.get(key)!;
      this.buckets.forEach((le, i) => {
        lines.push(
          `${this.name}_bucket${labelText(this.labelNames, labels, ['le', formatValue(le)])} ${entry.buckets[i]}`,
        );
      });
      lines.push(`${this.name}_bucket${labelText(this.labelNames, labels, ['le', '+Inf'])} ${entry.count}`);
      lines.push(`${this.name}_sum${labelText(this.labelNames, labels)} ${formatValue(entry.sum)}`);
      lines.push(`${this.name}_count${labelText(this.labelNames, labels)} ${entry.count}`);
    }
    return lines;
  }
}

/** A value read when scraped (memory, uptime). */
export class Gauge implements Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => number,
  ) {
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name ${name}`);
  }

  render(): string[] {
    return [
      `# HELP ${this.name} ${escapeHelp(this.help)}`,
      `# TYPE ${this.name} gauge`,
      `${this.name} ${formatValue(this.read())}`,
    ];
  }
}

export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric>();

  private add<M extends Metric>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} is registered twice`);
    this.metrics.set(metric.name, metric);
    return metric;
  }

  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return this.add(new Counter<L>(name, help, labelNames));
  }

  histogram<L extends string = never>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[],
  ): Histogram<L> {
    return this.add(new Histogram<L>(name, help, labelNames, buckets));
  }

  gauge(name: string, help: string, read: () => number): Gauge {
    return this.add(new Gauge(name, help, read));
  }

  /** The whole registry in the text exposition format 0.0.4. */
  render(): string {
    return `${[...this.metrics.values()].flatMap((m) => m.render()).join('\n')}\n`;
  }
}
