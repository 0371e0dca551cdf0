/** The labels of an x-charts chart's count (y) axis inside `chart`, bottom to top, as drawn. */
export const countAxisTicks = (chart: Element): (string | null)[] =>
  [...chart.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map(
    (label) => label.textContent,
  );
