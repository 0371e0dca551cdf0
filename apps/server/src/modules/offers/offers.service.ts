import type { TDiscountStatus, TPhoneStep } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { notFound, validation } from '../../http/app-error';
import type { DeviceRow } from '../devices/devices.service';
import { findOrder, findOrderItems, type OrderRow } from '../orders/orders.service';
import { nextOfferStepStatus, type OfferStepStatus } from './offer-step-lifecycle';
import { notEligible, offerNotAvailable, offerStepRefused } from './offer-errors';
import { changeStep, keep, statusAfterChoice } from './offer-step';
import {
  findDeviceOffers,
  findOfferStep,
  insertRedemption,
  lockKey,
  notePhoneOpened,
  type OfferStepRow,
} from './offers.repository';
import { hasOpenOffers, isEligible } from './offer-rules';
import { computeOffers } from './order-offers';
import { verificationView } from './verification-view';

async function requireOrderRow(db: Db, deviceId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, deviceId, orderId);
  if (!order) throw notFound('order');
  return order;
}

/** The order's offer step as the kiosk and the phone read it. */
export async function getOfferStatus(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  locale: string,
): Promise<TDiscountStatus> {
  const order = await requireOrderRow(ctx.db, device.id, orderId);
  const offerStep = await findOfferStep(ctx.db, orderId);
  const offers = await computeOffers(ctx.db, ctx.now(), order, offerStep, locale);
  return {
    orderId,
    status: (offerStep?.status ?? 'none') as OfferStepStatus,
    offers,
    hasOffers: hasOpenOffers(offers),
    orderStatus: order.status,
    total: order.total,
    currency: order.currency,
    isPaymentRequired: order.total > 0 && order.paidAt === null,
    verification: await verificationView(ctx, orderId),
    phoneStep: phoneStepOf(offerStep),
  };
}

/** How far the phone is with the offer step, from what the server recorded of it. */
export function phoneStepOf(offerStep: OfferStepRow | undefined): TPhoneStep {
  if (!offerStep) return 'none';
  if (offerStep.verifiedAt) return 'verified';
  if (offerStep.status === 'code_sent') return 'code_sent';
  if (offerStep.phoneOpenedAt || offerStep.status === 'opted_in') return 'opened';
  return 'none';
}

/**
 * A phone opened the kiosk's offer QR code: recorded on the order's offer step while the order is open,
 * so the kiosk shows at once that the phone is working on it.
 */
export async function recordPhoneOpened(ctx: AppContext, deviceId: string, orderId: string): Promise<void> {
  const order = await findOrder(ctx.db, deviceId, orderId);
  if (order && order.status === 'open') await notePhoneOpened(ctx.db, orderId, ctx.now());
}

export async function optIn(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  skus: string[],
  locale: string,
) {
  await changeStep(ctx, device, orderId, 'opt_in', async (input) => {
    const offers = await computeOffers(input.tx, ctx.now(), input.order, input.offerStep, locale, null);
    skus.forEach((skuId, index) => {
      const offer = offers.find((o) => o.skuId === skuId);
      if (!offer) throw validation(`skus.${index}`, 'not in this order');
      if (offer.state === 'not_available' || offer.isRedeemed)
        throw offerNotAvailable(offer.skuTitle, `skus.${index}`);
    });
    const skuIds = [...new Set([...(input.offerStep?.skuIds ?? []), ...skus])];
    return { ...keep(input.offerStep), skuIds, status: await statusAfterChoice(ctx, input, skuIds) };
  });
  return getOfferStatus(ctx, device, orderId, locale);
}

/** `opt-out { skus }`: the visitor does not want the offers on these skus; none left → declined. */
export async function optOut(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  skus: string[],
  locale: string,
) {
  await changeStep(ctx, device, orderId, 'opt_out', async (input) => {
    const items = await findOrderItems(input.tx, orderId);
    skus.forEach((skuId, index) => {
      if (!items.some((i) => i.sku.id === skuId)) throw validation(`skus.${index}`, 'not in this order');
    });
    const skuIds = (input.offerStep?.skuIds ?? []).filter((id) => !skus.includes(id));
    return { ...keep(input.offerStep), skuIds, status: await statusAfterChoice(ctx, input, skuIds) };
  });
  return getOfferStatus(ctx, device, orderId, locale);
}

export async function markCodeSent(ctx: AppContext, device: DeviceRow, orderId: string) {
  await changeStep(ctx, device, orderId, 'send_code', async ({ offerStep }) => ({
    ...keep(offerStep),
    phoneHash: null,
    verifiedAt: null,
    status: 'code_sent',
  }));
}

/** Refuses a send before it costs a message: the step must allow one (an offer chosen, order open). */
export async function assertCanSendCode(ctx: AppContext, device: DeviceRow, orderId: string) {
  await changeStep(ctx, device, orderId, 'send_code', async ({ from }) => {
    try {
      nextOfferStepStatus(from, 'send_code', 'code_sent');
    } catch {
      throw offerStepRefused();
    }
    return null;
  });
}

/** The phone is verified: its eligibility for the chosen offers decides the step. */
export async function markVerified(ctx: AppContext, device: DeviceRow, orderId: string, phoneHash: string) {
  await changeStep(ctx, device, orderId, 'verify', async (input) => {
    if (input.from !== 'code_sent') return null;
    const offers = await computeOffers(input.tx, ctx.now(), input.order, input.offerStep, 'en', phoneHash);
    return {
      skuIds: input.offerStep?.skuIds ?? [],
      phoneHash,
      verifiedAt: ctx.now(),
      status: isEligible(offers) ? 'eligible' : 'not_eligible',
    };
  });
}

/** The order's side of a redemption, run in its transaction (flows/redeem-offer.ts): orders, payments. */
export type ApplyRedemption = (tx: Db, lines: { skuId: string; perUnit: number }[]) => Promise<void>;

/**
 * `redeem`: the chosen offers the verified phone may take are recorded, and `applyToOrder` puts them
 * onto the order in the same transaction. Locked per offer and per phone, so two orders cannot both
 * take a phone's last redemption or a programme's last unit.
 */
export async function redeem(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  locale: string,
  applyToOrder: ApplyRedemption,
) {
  let isRefused = false;
  await changeStep(ctx, device, orderId, 'redeem', async (input) => {
    const { tx, order, offerStep, from } = input;
    if (from === 'redeemed') return null;
    if (from !== 'eligible' || !offerStep?.phoneHash) throw offerStepRefused();
    const chosen = (await findDeviceOffers(tx, device.id, offerStep.skuIds)).map((o) => o.id).sort();
    for (const offerId of chosen) await lockKey(tx, `offer:${offerId}`);
    await lockKey(tx, `offer-phone:${offerStep.phoneHash}`);
    const offers = (await computeOffers(tx, ctx.now(), order, offerStep, locale)).filter(
      (o) => o.isOptedIn && !o.isRedeemed && o.state === 'available' && o.offerId,
    );
    if (!offers.length) {
      isRefused = true;
      return { ...keep(offerStep), status: 'not_eligible' };
    }
    for (const offer of offers) {
      await insertRedemption(tx, {
        offerId: offer.offerId!,
        orderId,
        phoneHash: offerStep.phoneHash,
        status: 'redeemed',
        quantity: offer.quantity,
        discountTotal: offer.discountTotal,
        createdAt: ctx.now(),
      });
    }
    await applyToOrder(
      tx,
      offers.map((offer) => ({ skuId: offer.skuId, perUnit: offer.discountPerUnit })),
    );
    return { ...keep(offerStep), status: 'redeemed' };
  });
  if (isRefused) throw notEligible();
  return getOfferStatus(ctx, device, orderId, locale);
}

/** `complete`: the offer step is over (redeemed, or the visitor goes on to pay); nothing changes after. */
export async function complete(ctx: AppContext, device: DeviceRow, orderId: string, locale: string) {
  await changeStep(ctx, device, orderId, 'complete', async ({ offerStep }) => ({
    ...keep(offerStep),
    status: 'completed',
  }));
  return getOfferStatus(ctx, device, orderId, locale);
}
