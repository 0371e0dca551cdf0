import TextField from '@mui/material/TextField';
import type { TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { stockRowLabel } from './stock-labels';

type TTestDispenseProductSelectProps = {
  /** The skus with units free to dispense. */
  available: TStockItem[];
  productTitles: Map<string, string>;
  skuId: string;
  isDisabled: boolean;
  onChange: (skuId: string) => void;
};

/** The sku to test-dispense: each with its slot and the units free. */
export function TestDispenseProductSelect({
  available,
  productTitles,
  skuId,
  isDisabled,
  onChange,
}: TTestDispenseProductSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id="test-dispense-product"
      select
      label={t('testDispense.product')}
      value={skuId}
      onChange={(event) => onChange(event.target.value)}
      disabled={isDisabled}
      sx={{ minWidth: 320, flex: '1 1 320px' }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('testDispense.chooseProduct')}</option>
      {available.map((item) => (
        <option key={item.skuId} value={item.skuId}>
          {t('testDispense.option', {
            product: stockRowLabel(item, productTitles),
            slot: item.slot ?? t('stock.noSlot'),
            count: item.onHand - item.held,
          })}
        </option>
      ))}
    </TextField>
  );
}
