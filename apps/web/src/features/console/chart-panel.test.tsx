import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChart } from '@kiosk/contract';
import { screen } from '@testing-library/react';
import { data, stubApi } from '../../test/api-stub';
import { countAxisTicks } from '../../test/chart-ticks';
import { CONSOLE_DEVICE, chartOf } from '../../test/console-fixtures';
import { renderWithProviders } from '../../test/render-app';
import { ChartPanel } from './chart-panel';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import './console-texts';

const RANGE = { from: '2026-11-16', to: '2026-11-24', deviceId: CONSOLE_DEVICE };

/** A kiosk with little dispensed: counts of 0 and 1 only. */
const smallCounts = (): TChart => {
  const chart = chartOf('units-per-day');
  const counts = [
    { naloxone: 0, condoms: 1 },
    { naloxone: 1, condoms: 0 },
  ];
  return { ...chart, rows: chart.rows.map((row, index) => ({ ...row, values: counts[index]! })) };
};

function UnitsPanel() {
  return <ChartPanel chart="units-per-day" range={RANGE} format={useConsoleFormat()} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chart panel', { timeout: 60_000 }, () => {
  it('labels the count axis in whole units, each once, when the counts are small', async () => {
    stubApi({ 'GET /console/charts/*': () => data(smallCounts()) });
    renderWithProviders(<UnitsPanel />);
    const chart = await screen.findByRole('img', { name: /chart/ }, { timeout: 10_000 });
    const ticks = countAxisTicks(chart);
    // Each tick once (on main: 0, 0, 0, 1, 1, 1), and each a whole number.
    expect(ticks).toEqual([...new Set(ticks)]);
    expect(ticks).toEqual(['0', '1']);
  });
});
