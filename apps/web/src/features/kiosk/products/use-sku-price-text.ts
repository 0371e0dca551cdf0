import '../kiosk-texts';
import type { TSku } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { languageCodeOf } from '../../../i18n/language-code';
import { skuPriceOf } from './sku-choice';

/**
 * 'Free', 'Price is unavailable' or the price of `count` packages, in the interface language; as
 * spoken (display 'name'), the amount names its currency.
 */
export const useSkuPriceText = (
  sku: Pick<TSku, 'isFree' | 'price' | 'currency'>,
  count: number,
  display: 'symbol' | 'name' = 'symbol',
): string => {
  const { t, i18n } = useTranslation();
  const price = skuPriceOf(sku, count, languageCodeOf(i18n.resolvedLanguage), display);
  if (price.kind === 'free') return t('productDetail.free');
  if (price.kind === 'unavailable') return t('productDetail.priceUnavailable');
  return price.text;
};
