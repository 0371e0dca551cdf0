import type { TOrder } from '@kiosk/contract';
import { orderPaths, reservePaths, type TFlowKey } from '../../../shared/routes/paths';

export type TRouteAfterWorkflowsInput = {
  /** The flow key; anything else matches no route. */
  flow: TFlowKey | string;
  order: Pick<TOrder, 'id' | 'total' | 'skus'>;
  deviceId: string | null;
  /** The reserve flow's product. */
  productId: string | null;
};

const hasEmergencySku = (order: TRouteAfterWorkflowsInput['order']): boolean =>
  order.skus.some((sku) => sku.metadata.isEmergencyDispense);

const hasForm = (order: TRouteAfterWorkflowsInput['order']): boolean =>
  order.skus.some((sku) => sku.metadata.formUrls.length > 0);

/**
 * docs/product.md §4 'Routing after workflows': where the order goes once its authorization steps are done,
 * or null when nothing matches (the workflow then completes at once).
 * - checkout: an emergency-dispense sku → dispense; else any form urls → form; else a non-zero
 *   total → payment; else dispense.
 * - reserve (needs a product): no form and no total → place-order; a form → reserve-form; else
 *   reserve-payment.
 * - reserve-auth → dispense.
 */
export const routeAfterWorkflows = ({
  flow,
  order,
  deviceId,
  productId,
}: TRouteAfterWorkflowsInput): string | null => {
  switch (flow) {
    case 'checkout':
      if (hasEmergencySku(order)) return orderPaths.dispense(order.id);
      if (hasForm(order)) return orderPaths.form(order.id);
      if (order.total !== 0) return orderPaths.payment(order.id);
      return orderPaths.dispense(order.id);
    case 'reserve': {
      if (!productId || !deviceId) return null;
      const isFormNeeded = hasForm(order);
      if (!isFormNeeded && order.total === 0) return reservePaths.placeOrder(deviceId, productId, order.id);
      if (isFormNeeded) return reservePaths.form(deviceId, productId, order.id);
      return reservePaths.payment(deviceId, order.id);
    }
    case 'reserve-auth':
      return orderPaths.dispense(order.id);
    default:
      return null;
  }
};
