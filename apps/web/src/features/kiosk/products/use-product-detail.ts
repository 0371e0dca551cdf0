import { useId, useState } from 'react';
import type { TProduct } from '@kiosk/contract';
import { useNavigate } from 'react-router';
import { useCreateOrder } from '../../../shared/api/orders-api';
import { track } from '../../../shared/lib/analytics/analytics';
import { orderPaths } from '../../../shared/routes/paths';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';
import { useLocale } from '../order-flow/use-order-context';
import { clampCount, maxCountOf, skuAvailabilityOf } from './sku-choice';
import { useSkuPriceText } from './use-sku-price-text';

/**
 * The product detail's choice and order: the chosen sku (the first available one at first), the
 * number of packs (back to 1 with another sku, within what may be bought), the total, and Start order,
 * which creates the order and goes on to its workflow.
 */
export const useProductDetail = (product: TProduct, deviceId: string) => {
  const navigate = useNavigate();
  const locale = useLocale();
  const firstAvailable =
    product.skus.find((sku) => skuAvailabilityOf(sku) === 'available') ?? product.skus[0];
  const [skuId, setSkuId] = useState(firstAvailable?.id ?? '');
  const [chosenCount, setChosenCount] = useState(1);
  const createOrder = useCreateOrder(deviceId, locale, useTestMode());
  const totalId = useId();
  const sku = product.skus.find((candidate) => candidate.id === skuId) ?? firstAvailable;
  const max = sku ? maxCountOf(sku) : 1;
  const count = clampCount(chosenCount, max);
  const priced = sku ?? { isFree: false, price: null, currency: product.currency };
  const totalText = useSkuPriceText(priced, count);
  const spokenTotal = useSkuPriceText(priced, count, 'name');

  const onSelectSku = (id: string) => {
    setSkuId(id);
    setChosenCount(1);
  };
  const onStartOrder = () => {
    if (!sku) return;
    createOrder.mutate(
      { skus: [{ skuId: sku.id, quantity: count }] },
      {
        onSuccess: (order) => {
          track('product_chosen', { productId: product.id, quantity: count });
          void navigate(orderPaths.workflowManager(order.id, { productId: product.id }));
        },
      },
    );
  };

  return {
    sku,
    count,
    max,
    totalId,
    totalText,
    spokenTotal,
    createOrder,
    onSelectSku,
    onCountChange: setChosenCount,
    onStartOrder,
  };
};
