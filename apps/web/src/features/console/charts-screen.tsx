import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { CHART_IDS, CHART_MAX_DAYS, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChartRange } from '../../shared/api/console-api';
import { ChartPanel } from './chart-panel';
import { defaultRange, rangeProblem } from './chart-range';
import { useConsoleFormat } from './console-format';
import { ConsoleGate } from './console-gate';
import { consoleQueries } from './console-queries';

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
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(defaultRange);
  const range: TChartRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    ...(params.get('deviceId') ? { deviceId: params.get('deviceId')! } : {}),
  };
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(range.from, range.to);
  const kiosks = useQuery(
    consoleQueries.fleet(
      { sort: 'name', dir: 'asc', filter: [], q: '', page: 1, pageSize: CONSOLE_PAGE_SIZE.max },
      format.language,
    ),
  );
  const options = kiosks.data?.rows ?? [];
  const isListed = !range.deviceId || options.some((row) => row.deviceId === range.deviceId);

  const apply = (next: TChartRange) =>
    setParams(
      () => {
        const search = new URLSearchParams({ from: next.from, to: next.to });
        if (next.deviceId) search.set('deviceId', next.deviceId);
        return search;
      },
      { replace: true },
    );

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={t('console.charts.rangeLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start', mb: 12 }}
      >
        <TextField
          id="chart-from"
          type="date"
          label={t('console.charts.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          id="chart-to"
          type="date"
          label={t('console.charts.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          id="chart-kiosk"
          select
          label={t('console.charts.kiosk')}
          value={draft.deviceId ?? ''}
          onChange={(event) => {
            const { deviceId: _, ...rest } = draft;
            setDraft(event.target.value ? { ...rest, deviceId: event.target.value } : rest);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{t('console.charts.wholeFleet')}</option>
          {!isListed && range.deviceId ? <option value={range.deviceId}>{range.deviceId}</option> : null}
          {options.map((row) => (
            <option key={row.deviceId} value={row.deviceId}>
              {row.name}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          {t('console.charts.show')}
        </Button>
      </Box>
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
