import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useTestApp } from './test/harness';
import { parsePrometheusText } from './test/prometheus-text';

/** deploy/monitoring/: loaded by the real promtool, and every metric it names is one /metrics serves. */
const DIR = resolve(__dirname, '../../../deploy/monitoring');
const run = promisify(execFile);
const promtool = (...args: string[]) => run('promtool', args, { cwd: DIR, timeout: 20_000 });

/** Series Prometheus makes itself for each target, never in an exposition. */
const SCRAPE_SERIES = new Set(['up']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring']);

/** The metric names a PromQL expression selects (label names, functions, keywords and strings left out). */
function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const words = [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)];
  return words
    .filter(([, name, call]) => !call && !KEYWORDS.has(name!) && !/^(Inf|NaN)$/i.test(name!))
    .map(([, name]) => name!);
}

const familyOf = (name: string, types: Map<string, string>) => {
  const base = name.replace(/_(bucket|count|sum)$/, '');
  return types.get(base) === 'histogram' ? base : name;
};

interface RuleFile {
  groups: { rules: { alert: string; expr: string }[] }[];
}
interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}

describe('deploy/monitoring', () => {
  const t = useTestApp('pglite');

  it('promtool loads the scrape config and the rules, and the rules pass their unit tests', async () => {
    const config = await promtool('check', 'config', 'prometheus.yml');
    expect(config.stdout).toContain('SUCCESS: 1 rule files found');
    const rules = await promtool('check', 'rules', 'alerts.yml');
    expect(rules.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const tests = await promtool('test', 'rules', 'alerts.test.yml');
    expect(tests.stdout).toContain('SUCCESS');
  });

  it('names only metrics that /metrics serves', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const { types } = parsePrometheusText(res.body);
    const rules = parse(readFileSync(resolve(DIR, 'alerts.yml'), 'utf8')) as RuleFile;
    const dashboard = JSON.parse(readFileSync(resolve(DIR, 'grafana-dashboard.json'), 'utf8')) as Dashboard;
    const used = new Map<string, string>();
    for (const rule of rules.groups.flatMap((g) => g.rules))
      for (const name of metricNamesOf(rule.expr)) used.set(name, `alert ${rule.alert}`);
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const name of metricNamesOf(target.expr)) used.set(name, `panel ${panel.title}`);
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used]
      .filter(([name]) => !SCRAPE_SERIES.has(name) && !types.has(familyOf(name, types)))
      .map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
    for (const alerted of ['kiosk_online', 'kiosk_naloxone_units', 'kiosk_dispense_failures_total'])
      expect(used.has(alerted), alerted).toBe(true);
  });

  it('reads metric names out of PromQL', () => {
    expect(
      metricNamesOf(
        'sum by (instance) (rate(http_request_duration_seconds_count{status_class="5xx"}[5m])) / on(instance) up > bool 0.02',
      ),
    ).toEqual(['http_request_duration_seconds_count', 'up']);
    expect(metricNamesOf('histogram_quantile(0.95, sum by (le) (rate(a_bucket[5m])))')).toEqual(['a_bucket']);
  });
});
