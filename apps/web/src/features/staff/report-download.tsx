import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { fetchDispensingReportCsv } from '../../shared/api/stock-api';
import { lastDays } from '../../shared/lib/calendar-days';
import { saveCsvFile } from '../../shared/lib/save-file';

const REPORT_DAYS = 30;

/** The public-health dispensing report of this kiosk as a CSV file (counts only, no test orders). */
export function ReportDownload({ deviceId, passkey }: { deviceId: string; passkey: string }) {
  const { t } = useTranslation();
  const [range] = useState(() => lastDays(REPORT_DAYS));
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setMessage(null);
    try {
      const { fileName, csv } = await fetchDispensingReportCsv(deviceId, { from, to }, passkey);
      saveCsvFile(fileName, csv);
      setMessage({ isError: false, text: t('report.saved', { fileName }) });
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ isError: true, text: `${t('report.failed')} ${text}`.trim() });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Typography variant="p4">{t('report.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
        <TextField
          id="report-from"
          type="date"
          label={t('report.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          id="report-to"
          type="date"
          label={t('report.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          disabled={!from || !to || isBusy}
          sx={{ minHeight: 56 }}
        >
          {t('report.download')}
        </Button>
      </Box>
      {message ? (
        <Alert severity={message.isError ? 'error' : 'success'} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </Box>
  );
}
