import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TSlotFault } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';

const OUTCOME_KEYS = {
  jammed: 'faults.jammed',
  empty: 'faults.empty',
  fault: 'faults.fault',
} as const;

type TSlotFaultItemProps = {
  fault: TSlotFault;
  /** The sku's name ("Hygiene Kit — Kit"). */
  label: string;
  time: Intl.DateTimeFormat;
  isBusy: boolean;
  onClear: () => void;
};

/** One flagged slot: which, what failed last and when, and the button that clears it. */
export function SlotFaultItem({ fault, label, time, isBusy, onClear }: TSlotFaultItemProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-sku={fault.skuId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        p: 8,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'error.main',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="p4" component="h3" sx={{ fontWeight: 600 }}>
          {t('faults.slot', { slot: fault.slot ?? t('stock.noSlot') })} · {label}
        </Typography>
        <Typography variant="p5" color="text.secondary">
          {fault.lastOutcome ? t(OUTCOME_KEYS[fault.lastOutcome]) : t('faults.unconfirmed')}
          {fault.lastFailedAt ? ` · ${time.format(new Date(fault.lastFailedAt))}` : ''}
        </Typography>
      </Box>
      <Button
        variant="contained"
        color="error"
        disabled={isBusy}
        onClick={onClear}
        aria-label={t('faults.clearSlot', {
          slot: fault.slot ?? t('stock.noSlot'),
          product: label,
        })}
      >
        {t('faults.clear')}
      </Button>
    </Box>
  );
}
