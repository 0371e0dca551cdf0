import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import type { TChart, TChartId } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { fetchChartCsv, type TChartRange } from './console-api';
import { seriesColour } from '../../shared/lib/chart-colours';
import { countAxis } from '../../shared/lib/count-axis';
import { saveCsvFile } from '../../shared/lib/save-file';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { ConsoleTable } from '../../shared/console-ui/console-table';

export const CHART_TITLE_KEYS = {
  'units-per-day': 'console.charts.title.unitsPerDay',
  'emergency-kits-per-week': 'console.charts.title.emergencyKitsPerWeek',
  'failures-per-week': 'console.charts.title.failuresPerWeek',
} as const satisfies Record<TChartId, string>;

/** Series the console names itself; a product's series takes the product's name from the API. */
const SERIES_KEYS = {
  emergencyKits: 'console.charts.series.emergencyKits',
  failedDispenses: 'console.charts.series.failedDispenses',
  refundedOrders: 'console.charts.series.refundedOrders',
} as const;

const isNamedSeries = (key: string): key is keyof typeof SERIES_KEYS => key in SERIES_KEYS;

type TView = 'chart' | 'table';

type Props = { chart: TChartId; range: TChartRange; format: TConsoleFormat };

/** One chart with its title, a chart/table switch and the CSV export of the same numbers beside it. */
export function ChartPanel({ chart, range, format }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>('chart');
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const query = useQuery(consoleQueries.chart(chart, range));
  const titleId = `chart-${chart}`;
  const title = t(CHART_TITLE_KEYS[chart]);

  const onExport = async () => {
    setIsSaving(true);
    setMessage(null);
    try {
      const { fileName, csv } = await fetchChartCsv(chart, range);
      saveCsvFile(fileName, csv);
      setMessage({ isError: false, text: t('console.charts.saved', { fileName }) });
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ isError: true, text: `${t('console.charts.exportFailed')} ${text}`.trim() });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-chart={chart} sx={{ mb: 20 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, mb: 6 }}>
        <Typography id={titleId} variant="p3" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={view}
          onChange={(_, next: TView | null) => next && setView(next)}
          aria-label={t('console.charts.view', { chart: title })}
        >
          <ToggleButton value="chart" sx={{ minHeight: 44, px: 8, color: 'text.primary' }}>
            {t('console.charts.showChart')}
          </ToggleButton>
          <ToggleButton value="table" sx={{ minHeight: 44, px: 8, color: 'text.primary' }}>
            {t('console.charts.showTable')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          onClick={() => void onExport()}
          disabled={isSaving}
          aria-label={t('console.charts.exportOf', { chart: title })}
        >
          {t('console.charts.export')}
        </Button>
      </Box>
      {message ? (
        <Alert
          severity={message.isError ? 'error' : 'success'}
          role={message.isError ? 'alert' : 'status'}
          sx={{ mb: 6 }}
        >
          {message.text}
        </Alert>
      ) : null}
      <ConsoleLoadState query={query}>
        {(data) =>
          view === 'chart' ? (
            <ChartView data={data} title={title} format={format} />
          ) : (
            <ChartTable data={data} labelledBy={titleId} format={format} />
          )
        }
      </ConsoleLoadState>
    </Box>
  );
}

const useSeriesLabel = () => {
  const { t } = useTranslation();
  return (series: TChart['series'][number]): string =>
    isNamedSeries(series.key) ? t(SERIES_KEYS[series.key]) : series.label;
};

const periodLabel = (
  data: TChart,
  period: string,
  format: TConsoleFormat,
  weekOf: (day: string) => string,
) => (data.bucket === 'week' ? weekOf(format.day(period)) : format.day(period));

function ChartView({ data, title, format }: { data: TChart; title: string; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const labelOf = useSeriesLabel();
  const weekOf = (day: string) => t('console.charts.weekOf', { day });
  const isStacked = data.chart === 'units-per-day';
  if (data.series.length === 0) return <Typography variant="p5">{t('console.charts.noData')}</Typography>;
  return (
    <Box
      role="img"
      aria-label={t('console.charts.chartLabel', { chart: title })}
      sx={{ width: '100%', height: 320 }}
    >
      <BarChart
        height={320}
        xAxis={[
          {
            scaleType: 'band',
            data: data.rows.map((row) => row.period),
            // The kiosk's days in the operator's locale: short on the axis (tall enough for the theme's
            // type, which left every label empty at the default height), in full in the tooltip.
            height: 40,
            valueFormatter: (period: string, context) =>
              context.location === 'tick'
                ? format.shortDay(period)
                : periodLabel(data, period, format, weekOf),
          },
        ]}
        yAxis={[countAxis(format.integer)]}
        series={data.series.map((series, index) => ({
          id: series.key,
          label: labelOf(series),
          data: data.rows.map((row) => row.values[series.key] ?? 0),
          color: seriesColour(index),
          valueFormatter: (value: number | null) => format.integer(value ?? 0),
          ...(isStacked ? { stack: 'units' } : {}),
        }))}
      />
    </Box>
  );
}

/** The same numbers as a table: one row per day or week, one column per series, and the total. */
function ChartTable({
  data,
  labelledBy,
  format,
}: {
  data: TChart;
  labelledBy: string;
  format: TConsoleFormat;
}) {
  const { t } = useTranslation();
  const labelOf = useSeriesLabel();
  const weekOf = (day: string) => t('console.charts.weekOf', { day });
  return (
    <ConsoleTable
      labelledBy={labelledBy}
      head={
        <>
          <TableCell scope="col">
            {t(data.bucket === 'week' ? 'console.charts.week' : 'console.charts.day')}
          </TableCell>
          {data.series.map((series) => (
            <TableCell key={series.key} scope="col" align="right">
              {labelOf(series)}
            </TableCell>
          ))}
          <TableCell scope="col" align="right">
            {t('console.charts.total')}
          </TableCell>
        </>
      }
    >
      {data.rows.map((row) => (
        <TableRow key={row.period} data-period={row.period}>
          <TableCell component="th" scope="row">
            {periodLabel(data, row.period, format, weekOf)}
          </TableCell>
          {data.series.map((series) => (
            <TableCell key={series.key} align="right">
              {format.integer(row.values[series.key] ?? 0)}
            </TableCell>
          ))}
          <TableCell align="right">
            {format.integer(data.series.reduce((sum, series) => sum + (row.values[series.key] ?? 0), 0))}
          </TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
