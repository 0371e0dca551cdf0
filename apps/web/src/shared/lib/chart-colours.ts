/** Colours of a chart's series, each with at least 3:1 against white (WCAG 1.4.11), in the order of the series. */
export const SERIES_COLOURS = [
  '#1565c0',
  '#b45309',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00695c',
  '#4a5563',
  '#ad1457',
] as const;

/** The colour of the series at `index`, the list starting again after its last. */
export const seriesColour = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
