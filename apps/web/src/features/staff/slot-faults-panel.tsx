import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLanguageCode, TSlotFault, TSlotFaults } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../shared/lib/money';
import { ApiError } from '../../shared/api/api-error';
import { clearSlotFault } from './stock-api';
import { itemName } from '@kiosk/contract/values';
import { SlotFaultItem } from './slot-fault-item';

type Props = {
  deviceId: string;
  passkey: string;
  locale: TLanguageCode;
  data: TSlotFaults;
  productTitles: Map<string, string>;
  onCleared: () => Promise<unknown>;
};

/** Slots flagged by failed dispenses, each cleared after service (audited). */
export function SlotFaultsPanel({ deviceId, passkey, locale, data, productTitles, onCleared }: Props) {
  const { t } = useTranslation();
  const [busySku, setBusySku] = useState<string | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const time = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const labelOf = (fault: TSlotFault) => itemName(productTitles.get(fault.productId) ?? '', fault.title);
  const onClear = async (fault: TSlotFault) => {
    setBusySku(fault.skuId);
    try {
      await clearSlotFault(deviceId, fault.skuId, passkey);
      setMessage({
        isError: false,
        text: t('faults.cleared', { slot: fault.slot ?? t('stock.noSlot'), product: labelOf(fault) }),
      });
      await onCleared();
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ isError: true, text: `${t('faults.notCleared')} ${text}`.trim() });
    } finally {
      setBusySku(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography variant="p4">
        {data.dispenser.isOnline ? t('faults.dispenserOnline') : t('faults.dispenserOffline')}
      </Typography>
      {message ? (
        <Alert severity={message.isError ? 'error' : 'success'} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {data.faults.length === 0 ? (
        <Typography variant="p4">{t('faults.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('faults.title')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 6 }}
        >
          {data.faults.map((fault) => (
            <SlotFaultItem
              key={fault.skuId}
              fault={fault}
              label={labelOf(fault)}
              time={time}
              isBusy={busySku === fault.skuId}
              onClear={() => void onClear(fault)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
