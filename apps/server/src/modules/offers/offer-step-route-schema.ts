import { ZDiscountStatus, ZLocaleQuery, ZOrderParams, envelope } from '@kiosk/contract';

/**
 * What the offer step's calls share (docs/product.md §7): every call answers with the order's offer step.
 * The path and the API document's tag keep the product rules' word, discounts (docs/decisions.md).
 */
export const OFFER_STEP_PATH = '/devices/:deviceId/orders/:orderId/discounts';
export const offerStepSchema = (summary: string) => ({
  tags: ['discounts'],
  summary,
  params: ZOrderParams,
  querystring: ZLocaleQuery,
  response: { 200: envelope(ZDiscountStatus) },
});
