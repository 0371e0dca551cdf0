import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { TStockSlot } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { PutBackButton, SlotLeadCells, SlotStateLabel } from './slot-cells';
import { parseCount } from './stock-labels';

const REASON_KEYS = {
  jammed: 'faults.jammed',
  empty: 'faults.empty',
  fault: 'faults.fault',
} as const;
const isKnownReason = (reason: string | null): reason is keyof typeof REASON_KEYS =>
  reason !== null && reason in REASON_KEYS;

type Props = {
  slot: TStockSlot;
  /** The sku's name ("First Aid Kit — Kit"). */
  label: string;
  isBusy: boolean;
  onSetCount: (count: number) => void;
  onPutBack: () => void;
};

/** One spiral or locker: its units of its capacity, in service or not (why), a new count, back in service. */
export function SlotCountRow({ slot, label, isBusy, onSetCount, onPutBack }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const count = parseCount(draft);
  const isInvalid = draft.trim() !== '' && (count === null || count > slot.capacity);
  return (
    <TableRow data-slot={slot.slotId}>
      <SlotLeadCells slot={slot} label={label} count={slot.count} />
      <TableCell align="right">{slot.capacity}</TableCell>
      <TableCell>
        <SlotStateLabel slot={slot} />
        {slot.isFaulted ? (
          <Box component="span" sx={{ display: 'block' }}>
            {isKnownReason(slot.faultReason) ? t(REASON_KEYS[slot.faultReason]) : t('faults.unconfirmed')}
          </Box>
        ) : null}
      </TableCell>
      <TableCell sx={{ minWidth: 240 }}>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (count !== null && !isInvalid) onSetCount(count);
          }}
        >
          <TextField
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={isInvalid}
            helperText={isInvalid ? t('slots.invalidCount', { capacity: slot.capacity }) : undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': t('slots.newCountFor', { slot: slot.slotId }),
                maxLength: 5,
              },
            }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={isBusy || count === null || isInvalid}
            aria-label={t('slots.setFor', { slot: slot.slotId })}
          >
            {t('slots.set')}
          </Button>
        </Box>
      </TableCell>
      <TableCell>
        {slot.isFaulted ? (
          <PutBackButton slot={slot} variant="contained" isBusy={isBusy} onPutBack={onPutBack} />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
