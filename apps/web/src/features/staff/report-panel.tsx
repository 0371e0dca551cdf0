import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { ReportRangeForm } from './report-range-form';
import { useReportPanel } from './use-report-panel';

/** The on-screen report draws with @mui/x-charts: its code loads when staff first open the report. */
const DispensingReportView = lazy(() =>
  import('./dispensing-report-view').then(({ DispensingReportView }) => ({ default: DispensingReportView })),
);

/**
 * The public-health dispensing report of this kiosk (counts only, no test orders): shown on screen as a
 * chart and a table, or saved as a CSV file, for the days chosen.
 */
export function ReportPanel({ deviceId, passkey }: { deviceId: string; passkey: string }) {
  const { t } = useTranslation();
  const { from, setFrom, to, setTo, shown, isBusy, message, onShow, onDownload } = useReportPanel(
    deviceId,
    passkey,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ReportRangeForm
        from={from}
        to={to}
        isBusy={isBusy}
        onFromChange={setFrom}
        onToChange={setTo}
        onShow={onShow}
        onDownload={() => void onDownload()}
      />
      {message ? (
        <Alert severity={message.isError ? 'error' : 'success'} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {shown ? (
        <Suspense
          fallback={
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <CircularProgress size={24} aria-hidden="true" />
              {t('stock.loading')}
            </Box>
          }
        >
          <DispensingReportView deviceId={deviceId} passkey={passkey} range={shown} />
        </Suspense>
      ) : null}
    </Box>
  );
}
