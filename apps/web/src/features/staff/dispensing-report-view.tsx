import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import type { TDispensingReport, TDispensingReportRow } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { stockQueries } from './stock-api';
import { QueryLoadState } from '../../shared/components/load-state/query-load-state';
import { seriesColour } from '../../shared/lib/chart-colours';
import { countAxis } from '../../shared/lib/count-axis';
import { formatMoney } from '../../shared/lib/money';
import { useConsoleFormat, type TConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleTable } from '../../shared/console-ui/console-table';
import { REPORT_COUNTS, daysOf, unitsPerDay } from './report-lines';
import { endStaffSession } from '../../shared/staff-session/staff-session-store';

/** The column headings of the counts, in the order of REPORT_COUNTS. */
const COUNT_KEYS = {
  unitsDispensed: 'report.columns.unitsDispensed',
  paidUnits: 'report.columns.paidUnits',
  freeUnits: 'report.columns.freeUnits',
  emergencyKits: 'report.columns.emergencyKits',
  failedDispenses: 'report.columns.failedDispenses',
  stockOuts: 'report.columns.stockOuts',
} as const;

const TABLE_TITLE_ID = 'report-table-title';

type Props = { deviceId: string; passkey: string; range: { from: string; to: string } };

/**
 * The dispensing report on screen (loaded lazily, with the chart library): units dispensed per day and
 * item ("Product — option", named by the API in the staff's language) as a stacked bar chart, and every
 * count as a table, which is also the chart's text alternative.
 */
export function DispensingReportView({ deviceId, passkey, range }: Props) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const query = useQuery(stockQueries.report(deviceId, passkey, range, format.language));
  // A passkey rotated meanwhile ends the session, as on the rest of the staff pages.
  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 401) endStaffSession();
  }, [query.error]);
  const texts = {
    loading: t('stock.loading'),
    loadError: t('stock.loadError'),
    tryAgain: t('stock.tryAgain'),
  };
  return (
    <QueryLoadState query={query} texts={texts}>
      {(report) => <ReportContent report={report} format={format} />}
    </QueryLoadState>
  );
}

function ReportContent({ report, format }: { report: TDispensingReport; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const window = { from: format.day(report.from), to: format.day(report.to) };
  if (report.rows.length === 0) return <Typography variant="p4">{t('report.empty', window)}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography variant="p3" component="h3">
        {t('report.chartTitle', window)}
      </Typography>
      <UnitsChart report={report} format={format} />
      <Typography id={TABLE_TITLE_ID} variant="p3" component="h3">
        {t('report.tableTitle', window)}
      </Typography>
      <ReportTable rows={report.rows} format={format} />
    </Box>
  );
}

function UnitsChart({ report, format }: { report: TDispensingReport; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const days = useMemo(() => daysOf(report.from, report.to), [report.from, report.to]);
  const series = useMemo(() => unitsPerDay(report.rows, days), [report.rows, days]);
  if (series.length === 0) return <Typography variant="p5">{t('report.noUnits')}</Typography>;
  return (
    // The chart is a picture of the table below, which holds the same numbers (its text alternative).
    <Box role="img" aria-label={t('report.chartLabel')} sx={{ width: '100%', height: 320 }}>
      <BarChart
        height={320}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            // The kiosk's days in the staff's locale, as the console's charts: short on the axis (tall
            // enough for the theme's type), in full in the tooltip.
            height: 40,
            valueFormatter: (day: string, context) =>
              context.location === 'tick' ? format.shortDay(day) : format.day(day),
          },
        ]}
        yAxis={[countAxis(format.integer)]}
        series={series.map(({ skuId, itemName, values }, index) => ({
          id: skuId,
          label: itemName,
          data: values,
          color: seriesColour(index),
          stack: 'units',
          valueFormatter: (value: number | null) => format.integer(value ?? 0),
        }))}
      />
    </Box>
  );
}

function ReportTable({ rows, format }: { rows: TDispensingReportRow[]; format: TConsoleFormat }) {
  const { t } = useTranslation();
  return (
    <ConsoleTable
      labelledBy={TABLE_TITLE_ID}
      head={
        <>
          <TableCell scope="col">{t('report.columns.day')}</TableCell>
          <TableCell scope="col">{t('report.columns.product')}</TableCell>
          {REPORT_COUNTS.map((count) => (
            <TableCell key={count} scope="col" align="right">
              {t(COUNT_KEYS[count])}
            </TableCell>
          ))}
          <TableCell scope="col" align="right">
            {t('report.columns.refundedAmount')}
          </TableCell>
        </>
      }
    >
      {rows.map((line) => (
        <TableRow key={`${line.date} ${line.skuId}`} data-day={line.date} data-sku={line.skuId}>
          <TableCell component="th" scope="row">
            {format.day(line.date)}
          </TableCell>
          <TableCell>{line.itemName}</TableCell>
          {REPORT_COUNTS.map((count) => (
            <TableCell key={count} align="right">
              {format.integer(line[count])}
            </TableCell>
          ))}
          <TableCell align="right">
            {formatMoney(line.refundedAmount, line.currency, format.language)}
          </TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
