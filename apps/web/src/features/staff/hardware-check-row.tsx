import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TStockSlot } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { PutBackButton, SlotLeadCells, SlotStateLabel } from './slot-cells';

type Props = {
  slot: TStockSlot;
  /** The sku's name ("First Aid Kit — Kit"). */
  label: string;
  /** A check or a put-back is running (on any slot: one motor, one check at a time). */
  isBusy: boolean;
  onCheck: () => void;
  onPutBack: () => void;
};

/** One slot on the hardware check: board id, item, units of capacity, state, and its one action. */
export function HardwareCheckRow({ slot, label, isBusy, onCheck, onPutBack }: Props) {
  const { t } = useTranslation();
  return (
    <TableRow data-slot={slot.slotId}>
      <SlotLeadCells
        slot={slot}
        label={label}
        count={t('hardwareCheck.units', { units: slot.count, capacity: slot.capacity })}
      />
      <TableCell>
        <SlotStateLabel slot={slot} />
      </TableCell>
      <TableCell>
        {slot.isFaulted ? (
          <PutBackButton slot={slot} variant="outlined" isBusy={isBusy} onPutBack={onPutBack} />
        ) : (
          <Button
            variant="contained"
            disabled={isBusy || slot.count === 0}
            onClick={onCheck}
            aria-label={t('hardwareCheck.giveFor', { slot: slot.slotId, product: label })}
          >
            {t('hardwareCheck.give')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
