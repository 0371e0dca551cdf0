import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { DeviceRow } from '../devices/devices.service';
import { lockOrder, type OrderRow } from '../orders/orders.service';
import {
  OfferStepTransitionError,
  nextOfferStepStatus,
  type OfferStepEvent,
  type OfferStepStatus,
} from './offer-step-lifecycle';
import { offerStepRefused, orderClosedForOffers } from './offer-errors';
import { findOfferStep, saveOfferStep, type OfferStepRow } from './offers.repository';
import { isEligible } from './offer-rules';
import { computeOffers, isOrderOpen } from './order-offers';

export type Step = (input: {
  tx: Db;
  order: OrderRow;
  offerStep: OfferStepRow | undefined;
  from: OfferStepStatus;
}) => Promise<Pick<OfferStepRow, 'status' | 'skuIds' | 'phoneHash' | 'verifiedAt'> | null>;

/**
 * Runs one change of the offer step with the order locked: the step returns the new row (its status
 * checked against the lifecycle) or null for no change.
 */
export async function changeStep(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  event: OfferStepEvent,
  step: Step,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order) throw notFound('order');
    const offerStep = await findOfferStep(tx, orderId);
    const from = (offerStep?.status ?? 'none') as OfferStepStatus;
    if (event !== 'complete' && !isOrderOpen(order, offerStep)) {
      if (from === 'completed' || from === 'redeemed') throw offerStepRefused();
      throw orderClosedForOffers();
    }
    const next = await step({ tx, order, offerStep, from });
    if (!next) return;
    try {
      nextOfferStepStatus(from, event, next.status as OfferStepStatus);
    } catch (error) {
      if (error instanceof OfferStepTransitionError) throw offerStepRefused();
      throw error;
    }
    await saveOfferStep(tx, { orderId, ...next }, ctx.now());
  });
}

/** With a verified phone the choice is re-judged; without one the step waits for the phone. */
export async function statusAfterChoice(
  ctx: AppContext,
  input: { tx: Db; order: OrderRow; offerStep: OfferStepRow | undefined; from: OfferStepStatus },
  skuIds: string[],
): Promise<OfferStepStatus> {
  if (!skuIds.length) return 'declined';
  if (input.from === 'code_sent') return 'code_sent';
  const phoneHash = input.offerStep?.phoneHash ?? null;
  if (!phoneHash) return 'opted_in';
  const offers = await computeOffers(
    input.tx,
    ctx.now(),
    input.order,
    input.offerStep,
    'en',
    phoneHash,
    new Set(skuIds),
  );
  return isEligible(offers) ? 'eligible' : 'not_eligible';
}

/** `opt-in { skus }`: the visitor wants the offers on these skus of the order. */
export const keep = (offerStep: OfferStepRow | undefined) => ({
  skuIds: offerStep?.skuIds ?? [],
  phoneHash: offerStep?.phoneHash ?? null,
  verifiedAt: offerStep?.verifiedAt ?? null,
});

/** After a code went out: the step waits for it (a phone verified before is forgotten). */
