import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';

type TReportRangeFormProps = {
  from: string;
  to: string;
  isBusy: boolean;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  onShow: (event: FormEvent) => void;
  onDownload: () => void;
};

/** The report's first and last day, with "show" (on screen) and "download" (a CSV file). */
export function ReportRangeForm({
  from,
  to,
  isBusy,
  onFromChange,
  onToChange,
  onShow,
  onDownload,
}: TReportRangeFormProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('report.rangeLabel')}
      onSubmit={onShow}
      sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Typography variant="p4">{t('report.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
        <TextField
          id="report-from"
          type="date"
          label={t('report.from')}
          value={from}
          onChange={(event) => onFromChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          id="report-to"
          type="date"
          label={t('report.to')}
          value={to}
          onChange={(event) => onToChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<BarChartIcon aria-hidden="true" />}
          disabled={!from || !to}
          sx={{ minHeight: 56 }}
        >
          {t('report.show')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          onClick={onDownload}
          disabled={!from || !to || isBusy}
          sx={{ minHeight: 56 }}
        >
          {t('report.download')}
        </Button>
      </Box>
    </Box>
  );
}
