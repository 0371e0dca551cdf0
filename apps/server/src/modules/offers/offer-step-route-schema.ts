import { ZDiscountStatus, ZLocaleQuery, ZOrderParams, envelope } from '@kiosk/contract';

/** What the offer step's calls share (docs/product.md §7): every call answers with the order's offer step. */
export const DISCOUNTS = '/devices/:deviceId/orders/:orderId/discounts';
export const discountSchema = (summary: string) => ({
  tags: ['discounts'],
  summary,
  params: ZOrderParams,
  querystring: ZLocaleQuery,
  response: { 200: envelope(ZDiscountStatus) },
});
