import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { clearOneSlotFault, setSlotCount } from '../../shared/api/stock-api';
import { SlotCountRow } from './slot-count-row';
import { stockRowLabel } from './stock-labels';

type Props = {
  deviceId: string;
  passkey: string;
  items: TStockItem[];
  productTitles: Map<string, string>;
  captionId: string;
  /** Loads the stock and its audit again after a change. */
  onChanged: () => Promise<unknown>;
};

type Message = { isError: boolean; text: string };

/** Every slot of the kiosk with its count, capacity and state: a new count, or a slot back in service. */
export function SlotCountsPanel({ deviceId, passkey, items, productTitles, captionId, onChanged }: Props) {
  const { t } = useTranslation();
  const [busySlot, setBusySlot] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const run = async (slotId: string, change: () => Promise<unknown>, done: string) => {
    setBusySlot(slotId);
    try {
      await change();
      setMessage({ isError: false, text: done });
      await onChanged();
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ isError: true, text: `${t('slots.notSaved')} ${text}`.trim() });
    } finally {
      setBusySlot(null);
    }
  };
  const rows = items.flatMap((item) =>
    item.slots.map((slot) => ({ slot, skuId: item.skuId, label: stockRowLabel(item, productTitles) })),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {message ? (
        <Alert severity={message.isError ? 'error' : 'success'} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('stock.slot')}</TableCell>
              <TableCell scope="col">{t('stock.product')}</TableCell>
              <TableCell scope="col" align="right">
                {t('slots.count')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('slots.capacity')}
              </TableCell>
              <TableCell scope="col">{t('slots.state')}</TableCell>
              <TableCell scope="col">{t('slots.newCount')}</TableCell>
              <TableCell scope="col">{t('slots.service')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ slot, skuId, label }) => (
              <SlotCountRow
                key={`${skuId}:${slot.slotId}`}
                slot={slot}
                label={label}
                isBusy={busySlot === slot.slotId}
                onSetCount={(count) =>
                  void run(
                    slot.slotId,
                    () => setSlotCount(deviceId, slot.slotId, count, passkey),
                    t('slots.saved', { slot: slot.slotId, units: count }),
                  )
                }
                onPutBack={() =>
                  void run(
                    slot.slotId,
                    () => clearOneSlotFault(deviceId, slot.slotId, passkey),
                    t('slots.backInService', { slot: slot.slotId }),
                  )
                }
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
