import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLanguageCode, TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { HardwareCheckRow } from './hardware-check-row';
import { SlotTable } from './slot-cells';
import { slotRowsOf } from './stock-labels';
import { useHardwareCheck } from './use-hardware-check';

type Props = {
  deviceId: string;
  passkey: string;
  locale: TLanguageCode;
  items: TStockItem[];
  productTitles: Map<string, string>;
  captionId: string;
  /** Loads the stock (and its audit) again after a check or a put-back. */
  onChanged: () => Promise<unknown>;
};

/** Every slot of the kiosk; staff pick one and give one unit from exactly that slot, and read the answer. */
export function HardwareCheckPanel({ items, productTitles, captionId, onChanged, ...session }: Props) {
  const { t } = useTranslation();
  const { busySlot, message, check, putBack } = useHardwareCheck(session, onChanged);
  const rows = slotRowsOf(items, productTitles);
  if (rows.length === 0) return <Typography variant="p4">{t('hardwareCheck.none')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Box aria-live="polite" aria-atomic="true">
        {message ? (
          <Alert severity={message.severity} data-testid="hardware-check-result">
            {message.text}
          </Alert>
        ) : null}
      </Box>
      <SlotTable
        captionId={captionId}
        columns={[
          { key: 'state', heading: t('slots.state') },
          { key: 'action', heading: t('hardwareCheck.action') },
        ]}
      >
        {rows.map(({ slot, skuId, label }) => (
          <HardwareCheckRow
            key={`${skuId}:${slot.slotId}`}
            slot={slot}
            label={label}
            isBusy={busySlot !== null}
            onCheck={() => void check(slot.slotId)}
            onPutBack={() => void putBack(slot.slotId)}
          />
        ))}
      </SlotTable>
    </Box>
  );
}
