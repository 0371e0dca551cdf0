import { itemName, type TOrder } from '@kiosk/contract';
import { pickText } from '../../i18n/translate';
import { skuMetadata } from '../../lib/sku-metadata';
import type { OrderItemWithSku, OrderRow } from './orders.repository';

/** The order as the kiosk and phone read it, texts in the request locale. */
export function toOrderView(
  order: OrderRow,
  items: OrderItemWithSku[],
  locale: string,
  reservationExpiresAt: Date | null = null,
): TOrder {
  const skus = items.map(({ item, sku, productTitles }) => ({
    skuId: sku.id,
    productId: sku.productId,
    title: pickText(sku.titles, locale),
    itemName: itemName(pickText(productTitles, locale), pickText(sku.titles, locale)),
    quantity: item.quantity,
    quantityDispensed: item.quantityDispensed,
    dispenseQuantity: sku.dispenseQuantity,
    unitPrice: item.unitPrice,
    metadata: skuMetadata(sku),
  }));
  return {
    id: order.id,
    deviceId: order.deviceId,
    status: order.status,
    total: order.total,
    currency: order.currency,
    skus,
    quantityTotal: skus.reduce((n, s) => n + s.quantity, 0),
    quantityDispensed: skus.reduce((n, s) => n + s.quantityDispensed, 0),
    metadata: {
      isReservable: order.isReservable,
      isEmergency: order.isEmergency,
      isTest: order.isTest,
      isPaid: order.paidAt !== null,
      isTimeout: order.isTimeout,
      endReason: order.endReason === 'stock_count' ? 'stock_count' : null,
      reservationExpiresAt: reservationExpiresAt?.toISOString() ?? null,
      isAwaitingPhone: order.awaitingPhone,
    },
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
