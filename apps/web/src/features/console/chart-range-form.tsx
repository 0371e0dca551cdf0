import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TFleetRow } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TChartRange } from './console-api';

type TChartRangeFormProps = {
  /** The charted range (its kiosk stays a choice even when the list does not hold it). */
  range: TChartRange;
  draft: TChartRange;
  kiosks: Pick<TFleetRow, 'deviceId' | 'name'>[];
  onDraftChange: (draft: TChartRange) => void;
  onApply: (range: TChartRange) => void;
};

/** The charts' first and last day and kiosk (or the whole fleet). */
export function ChartRangeForm({ range, draft, kiosks, onDraftChange, onApply }: TChartRangeFormProps) {
  const { t } = useTranslation();
  const isListed = !range.deviceId || kiosks.some((row) => row.deviceId === range.deviceId);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('console.charts.rangeLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start', mb: 12 }}
    >
      <TextField
        id="chart-from"
        type="date"
        label={t('console.charts.from')}
        value={draft.from}
        onChange={(event) => onDraftChange({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField
        id="chart-to"
        type="date"
        label={t('console.charts.to')}
        value={draft.to}
        onChange={(event) => onDraftChange({ ...draft, to: event.target.value })}
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
          onDraftChange(event.target.value ? { ...rest, deviceId: event.target.value } : rest);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{t('console.charts.wholeFleet')}</option>
        {!isListed && range.deviceId ? <option value={range.deviceId}>{range.deviceId}</option> : null}
        {kiosks.map((row) => (
          <option key={row.deviceId} value={row.deviceId}>
            {row.name}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
        {t('console.charts.show')}
      </Button>
    </Box>
  );
}
