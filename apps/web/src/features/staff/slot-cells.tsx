import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TStockSlot } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';

type TSlotColumn = { key: string; heading: string; align?: 'right' };

/** A table of slots: the slot, product and count headings, then the columns a screen adds. */
export function SlotTable({
  captionId,
  columns,
  children,
}: {
  captionId: string;
  columns: TSlotColumn[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('stock.slot')}</TableCell>
            <TableCell scope="col">{t('stock.product')}</TableCell>
            <TableCell scope="col" align="right">
              {t('slots.count')}
            </TableCell>
            {columns.map(({ key, heading, align }) => (
              <TableCell key={key} scope="col" align={align}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The first cells of a slot's row: its board id (the row header), the sku's name and its count. */
export function SlotLeadCells({ slot, label, count }: { slot: TStockSlot; label: string; count: ReactNode }) {
  return (
    <>
      <TableCell component="th" scope="row">
        {slot.slotId}
      </TableCell>
      <TableCell>{label}</TableCell>
      <TableCell align="right" data-column="count">
        {count}
      </TableCell>
    </>
  );
}

/** "Out of service" as a red chip, or "working". */
export function SlotStateLabel({ slot }: { slot: TStockSlot }) {
  const { t } = useTranslation();
  return slot.isFaulted ? (
    <Chip color="error" size="small" label={t('slots.outOfService')} />
  ) : (
    t('slots.working')
  );
}

/** Puts a faulted slot back in service. */
export function PutBackButton({
  slot,
  variant,
  isBusy,
  onPutBack,
}: {
  slot: TStockSlot;
  variant: 'outlined' | 'contained';
  isBusy: boolean;
  onPutBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      color="error"
      disabled={isBusy}
      onClick={onPutBack}
      aria-label={t('slots.putBackFor', { slot: slot.slotId })}
    >
      {t('slots.putBack')}
    </Button>
  );
}
