import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TLanguageCode, TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { TestDispenseProductSelect } from './test-dispense-product-select';
import { useTestDispense } from './use-test-dispense';

type Props = {
  deviceId: string;
  passkey: string;
  locale: TLanguageCode;
  items: TStockItem[];
  productTitles: Map<string, string>;
  packSizes: Map<string, number>;
  /** After a test dispense ended (stock and slot faults changed). */
  onEnded: () => void;
};

/** A test dispense of any sku with progress (item X of Y); never charged, never in the reports. */
export function TestDispensePanel({
  deviceId,
  passkey,
  locale,
  items,
  productTitles,
  packSizes,
  onEnded,
}: Props) {
  const { t } = useTranslation();
  const { state, start } = useTestDispense(deviceId, passkey, locale);
  const available = items.filter((item) => item.onHand - item.held > 0);
  const [skuId, setSkuId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const chosen = available.find((item) => item.skuId === skuId) ?? null;
  const maxQuantity = chosen
    ? Math.max(1, Math.min(packSizes.get(chosen.skuId) ?? 1, chosen.onHand - chosen.held))
    : 1;
  const isDispensing = state.phase === 'dispensing';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || isDispensing) return;
    await start(chosen.skuId, Math.min(quantity, maxQuantity));
    onEnded();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}
      >
        <TestDispenseProductSelect
          available={available}
          productTitles={productTitles}
          skuId={skuId}
          isDisabled={isDispensing}
          onChange={(next) => {
            setSkuId(next);
            setQuantity(1);
          }}
        />
        <TextField
          id="test-dispense-quantity"
          select
          label={t('testDispense.quantity')}
          value={String(Math.min(quantity, maxQuantity))}
          onChange={(event) => setQuantity(Number(event.target.value))}
          disabled={isDispensing || !chosen}
          sx={{ width: 140 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {Array.from({ length: maxQuantity }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!chosen || isDispensing} sx={{ minHeight: 56 }}>
          {t('testDispense.start')}
        </Button>
      </Box>
      <TestDispenseProgress state={state} />
    </Box>
  );
}

function TestDispenseProgress({ state }: { state: ReturnType<typeof useTestDispense>['state'] }) {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  if (state.phase === 'dispensing') {
    const current = Math.min(state.dispensed + 1, state.total);
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Typography role="status" variant="p4">
          {t('testDispense.progress', { current, total: state.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={state.total ? (state.dispensed / state.total) * 100 : 0}
          aria-label={t('testDispense.progressLabel')}
        />
      </Box>
    );
  }
  if (state.phase === 'done')
    return (
      <Alert severity="success" role="status">
        {t('testDispense.done', {
          dispensed: state.order.quantityDispensed,
          total: state.order.quantityTotal,
        })}
      </Alert>
    );
  return (
    <Alert severity="error" role="alert">
      <strong>{state.message}</strong> {state.description}{' '}
      {t('testDispense.partial', { dispensed: state.dispensed, total: state.total })}
    </Alert>
  );
}
