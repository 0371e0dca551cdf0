import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { clearOneSlotFault, setSlotCount } from './stock-api';
import { SlotCountRow } from './slot-count-row';
import { SlotTable } from './slot-cells';
import { slotRowsOf } from './stock-labels';

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
  const rows = slotRowsOf(items, productTitles);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {message ? (
        <Alert severity={message.isError ? 'error' : 'success'} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <SlotTable
        captionId={captionId}
        columns={[
          { key: 'capacity', heading: t('slots.capacity'), align: 'right' },
          { key: 'state', heading: t('slots.state') },
          { key: 'newCount', heading: t('slots.newCount') },
          { key: 'service', heading: t('slots.service') },
        ]}
      >
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
      </SlotTable>
    </Box>
  );
}
