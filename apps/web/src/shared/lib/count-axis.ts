import type { YAxis } from '@mui/x-charts/models';

/**
 * A chart's axis of counts (units, kits, failures): ticks on whole units only, each labelled by `format`.
 * A tick between two whole units would read as its neighbour once formatted as an integer (0, 0, 0, 1, 1, 1
 * where a kiosk's counts are small).
 */
export const countAxis = (format: (value: number) => string): YAxis<'linear', number> => ({
  tickMinStep: 1,
  valueFormatter: (value: number) => format(value),
});
