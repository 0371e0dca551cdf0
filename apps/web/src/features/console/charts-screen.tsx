import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { CHART_IDS, CHART_MAX_DAYS, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from './chart-panel';
import { ChartRangeForm } from './chart-range-form';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleGate } from './console-gate';
import { consoleQueries } from './console-queries';
import { useChartRange } from './use-chart-range';

const PROBLEM_KEYS = {
  missing: 'console.charts.rangeMissing',
  order: 'console.charts.rangeOrder',
  length: 'console.charts.rangeLength',
} as const;

/** `/operator/charts?from&to&deviceId`: the charts of a date range, for one kiosk or the whole fleet. */
export function ChartsScreen() {
  return (
    <ConsoleGate>
      <Charts />
    </ConsoleGate>
  );
}

function Charts() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { range, problem, draft, setDraft, apply } = useChartRange();
  const kiosks = useQuery(
    consoleQueries.fleet(
      { sort: 'name', dir: 'asc', filter: [], q: '', page: 1, pageSize: CONSOLE_PAGE_SIZE.max },
      format.language,
    ),
  );

  return (
    <>
      <ChartRangeForm
        range={range}
        draft={draft}
        kiosks={kiosks.data?.rows ?? []}
        onDraftChange={setDraft}
        onApply={apply}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {t(PROBLEM_KEYS[problem], { days: format.integer(CHART_MAX_DAYS) })}
        </Alert>
      ) : (
        CHART_IDS.map((chart) => <ChartPanel key={chart} chart={chart} range={range} format={format} />)
      )}
    </>
  );
}
