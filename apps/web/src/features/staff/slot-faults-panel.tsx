import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TLanguageCode, TSlotFault, TSlotFaults } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../shared/lib/money';
import { ApiError } from '../../shared/api/api-error';
import { clearSlotFault } from '../../shared/api/stock-api';

const OUTCOME_KEYS = {
  jammed: 'faults.jammed',
  empty: 'faults.empty',
  fault: 'faults.fault',
} as const;

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
  const labelOf = (fault: TSlotFault) => {
    const product = productTitles.get(fault.productId);
    return product && product !== fault.title ? `${product} · ${fault.title}` : fault.title;
  };
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
            <Box
              component="li"
              key={fault.skuId}
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
                  {t('faults.slot', { slot: fault.slot ?? t('stock.noSlot') })} · {labelOf(fault)}
                </Typography>
                <Typography variant="p5" color="text.secondary">
                  {fault.lastOutcome ? t(OUTCOME_KEYS[fault.lastOutcome]) : t('faults.unconfirmed')}
                  {fault.lastFailedAt ? ` · ${time.format(new Date(fault.lastFailedAt))}` : ''}
                </Typography>
              </Box>
              <Button
                variant="contained"
                color="error"
                disabled={busySku === fault.skuId}
                onClick={() => void onClear(fault)}
                aria-label={t('faults.clearSlot', {
                  slot: fault.slot ?? t('stock.noSlot'),
                  product: labelOf(fault),
                })}
              >
                {t('faults.clear')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
