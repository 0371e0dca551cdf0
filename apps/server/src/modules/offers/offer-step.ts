import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { DeviceRow } from '../devices/devices.service';
import { lockOrder, type OrderRow } from '../orders/orders.service';
import {
  DiscountTransitionError,
  nextDiscountStatus,
  type DiscountEvent,
  type DiscountStatus,
} from './offer-step-lifecycle';
import { offerStepRefused, orderClosedForOffers } from './offer-errors';
import { findOrderDiscount, saveOrderDiscount, type OrderDiscountRow } from './offers.repository';
import { isEligible } from './offer-rules';
import { computeOffers, isOrderOpen } from './order-offers';

export type Step = (input: {
  tx: Db;
  order: OrderRow;
  discount: OrderDiscountRow | undefined;
  from: DiscountStatus;
}) => Promise<Pick<OrderDiscountRow, 'status' | 'skuIds' | 'phoneHash' | 'verifiedAt'> | null>;

/**
 * Runs one change of the offer step with the order locked: the step returns the new row (its status
 * checked against the lifecycle) or null for no change.
 */
export async function changeStep(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  event: DiscountEvent,
  step: Step,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order) throw notFound('order');
    const discount = await findOrderDiscount(tx, orderId);
    const from = (discount?.status ?? 'none') as DiscountStatus;
    if (event !== 'complete' && !isOrderOpen(order, discount)) {
      if (from === 'completed' || from === 'redeemed') throw offerStepRefused();
      throw orderClosedForOffers();
    }
    const next = await step({ tx, order, discount, from });
    if (!next) return;
    try {
      nextDiscountStatus(from, event, next.status as DiscountStatus);
    } catch (error) {
      if (error instanceof DiscountTransitionError) throw offerStepRefused();
      throw error;
    }
    await saveOrderDiscount(tx, { orderId, ...next }, ctx.now());
  });
}

/** With a verified phone the choice is re-judged; without one the step waits for the phone. */
export async function statusAfterChoice(
  ctx: AppContext,
  input: { tx: Db; order: OrderRow; discount: OrderDiscountRow | undefined; from: DiscountStatus },
  skuIds: string[],
): Promise<DiscountStatus> {
  if (!skuIds.length) return 'declined';
  if (input.from === 'code_sent') return 'code_sent';
  const phoneHash = input.discount?.phoneHash ?? null;
  if (!phoneHash) return 'opted_in';
  const offers = await computeOffers(
    input.tx,
    ctx.now(),
    input.order,
    input.discount,
    'en',
    phoneHash,
    new Set(skuIds),
  );
  return isEligible(offers) ? 'eligible' : 'not_eligible';
}

/** `opt-in { skus }`: the visitor wants the offers on these skus of the order. */
export const keep = (discount: OrderDiscountRow | undefined) => ({
  skuIds: discount?.skuIds ?? [],
  phoneHash: discount?.phoneHash ?? null,
  verifiedAt: discount?.verifiedAt ?? null,
});

/** After a code went out: the step waits for it (a phone verified before is forgotten). */
