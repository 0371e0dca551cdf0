import type { TOrder } from '@kiosk/contract';
import { orderPaths, reservePaths } from '../../../shared/routes/paths';

type TReserveOrder = Pick<TOrder, 'id' | 'total' | 'skus'>;

const hasForm = (order: TReserveOrder) => order.skus.some((sku) => sku.metadata.formUrls.length > 0);
const needsAuthorization = (order: TReserveOrder) =>
  order.skus.some((sku) => sku.metadata.minAge !== null || sku.metadata.requiresAccessCode);

/**
 * docs/product.md §4 'Reserve' (needs a product): no form and no total → place-order; a form → reserve-form;
 * otherwise → reserve-payment. An order with an age or access-code step runs the workflow manager
 * first (flow 'reserve'), which routes by the same rule when the steps are done.
 */
export function reserveNextPath(deviceId: string, productId: string, order: TReserveOrder): string {
  if (needsAuthorization(order)) {
    return orderPaths.workflowManager(order.id, { flow: 'reserve', productId, deviceId });
  }
  const isFormNeeded = hasForm(order);
  if (!isFormNeeded && order.total === 0) return reservePaths.placeOrder(deviceId, productId, order.id);
  if (isFormNeeded) return reservePaths.form(deviceId, productId, order.id);
  return reservePaths.payment(deviceId, order.id);
}

/** After the form: pay when there is a total, else place the order. */
export const afterFormPath = (deviceId: string, productId: string, order: TReserveOrder): string =>
  order.total > 0
    ? reservePaths.payment(deviceId, order.id)
    : reservePaths.placeOrder(deviceId, productId, order.id);
