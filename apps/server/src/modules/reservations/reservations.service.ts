import type { TOrder, TReservation } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { Db } from '../../db/client';
import { keyedHash, randomDigits, seal, unseal } from '../../lib/secrets';
import { checkGuess, type ThrottlePolicy } from '../../lib/guess-throttle';
import type { DeviceRow } from '../devices/devices.service';
import {
  getOrderView,
  lockOrder,
  markReady,
  markReserved,
  requireOrder,
  setWorkflowStatus,
  addWorkflow,
  type OrderRow,
} from '../orders/orders.service';
import { isAuthorized, listOrderWorkflows } from '../workflows/workflows.service';
import {
  findActiveReservation,
  findReservation,
  insertReservation,
  markReservationUsed,
} from './reservations.repository';

/**
 * Wrong pick-up codes from one kiosk (pick-up takes the kiosk credential, so nobody outside can guess):
 * after five, a pause of 30 s that doubles with each further lock up to ten minutes, so one visitor's
 * wrong codes hold the next visitor up for seconds, while guessing a code stays hopeless.
 */
export const RESERVATION_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 10 * 60_000,
  lockMs: 30_000,
  maxLockMs: 10 * 60_000,
  description: 'error.reservation.locked',
};
export const RESERVATION_CODE_LENGTH = 6;

const codeHashOf = (ctx: AppContext, deviceId: string, code: string) =>
  keyedHash(ctx.secret, `reservation:${deviceId}`, code);

/*
 * Where the plain pick-up code lives. The kiosk finds a reservation by the code's keyed hash, so the
 * code itself cannot be recomputed from what is stored for look-up. A paid reservation is placed by the
 * payment (the provider's webhook), while the phone is on its way to the payment status page: nobody is
 * there to be handed the code in a reply, and a phone that closes the page before reading it must still
 * be able to get it. So the code is also kept sealed (AES-256-GCM under a key derived from SECRET_KEY)
 * beside its hash, readable through the order's own calls — the reserve order's id is known only to the
 * phone that created it, and the order capability guards it like the order's other phone calls — until
 * the code is used at the kiosk; pick-up erases it and an ended order never shows it. A sealed 6-digit
 * code is no weaker than its keyed hash: with the database and the key, either gives up the code; with
 * the database alone, neither does. Not chosen: the code in the provider's return address (it is fixed
 * when the checkout opens, and would sit in the provider's records and the browser history), or shown
 * only on the first read (a reply lost on a bad connection would lose the code for good).
 */
const SEAL_PURPOSE = 'reservation-code';

/**
 * Makes a locked open (free) or paid order a reservation: a random 6-digit code stored as a keyed hash
 * and sealed for the order's phone, a pick-up step, and the stock held until pick-up or expiry.
 * Runs inside the caller's transaction.
 */
export async function placeReservation(ctx: AppContext, tx: Db, order: OrderRow): Promise<TReservation> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.reservationTtlMs);
  let code = '';
  for (let attempt = 0; attempt < 10; attempt++) {
    code = randomDigits(RESERVATION_CODE_LENGTH);
    if (!(await findActiveReservation(tx, order.deviceId, codeHashOf(ctx, order.deviceId, code), now))) break;
  }
  await insertReservation(tx, {
    orderId: order.id,
    deviceId: order.deviceId,
    codeHash: codeHashOf(ctx, order.deviceId, code),
    sealedCode: seal(ctx.secret, SEAL_PURPOSE, code),
    expiresAt,
  });
  await addWorkflow(tx, order.id, 'retreive-authorization');
  await markReserved(tx, order, expiresAt);
  ctx.metrics.orderStatus('reserved');
  return { orderId: order.id, code, expiresAt: expiresAt.toISOString() };
}

/** A free reservation placed from the phone's place-order page; a paid one is placed by its payment. */
export async function reserveOrder(ctx: AppContext, device: DeviceRow, orderId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order) throw notFound('order');
    if (!order.isReservable) throw conflict('error.order.notReservable');
    if (order.awaitingPhone) throw conflict('error.order.notReady', { reason: 'phone' });
    const isPayable = order.total > 0 && order.paidAt === null;
    if (!['open', 'paid'].includes(order.status) || isPayable) {
      throw conflict('error.order.notReady', { reason: isPayable ? 'payment' : order.status });
    }
    if (!isAuthorized(await listOrderWorkflows(tx, orderId)))
      throw conflict('error.order.notReady', { reason: 'authorization' });
    return placeReservation(ctx, tx, order);
  });
}

/** The phone reads its pick-up code again, while the reservation waits for pick-up. */
export async function readReservation(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
): Promise<TReservation> {
  const order = await requireOrder(ctx.db, device.id, orderId);
  const reservation = order.status === 'reserved' ? await findReservation(ctx.db, orderId) : undefined;
  const code =
    reservation?.sealedCode && !reservation.usedAt && reservation.expiresAt > ctx.now()
      ? unseal(ctx.secret, SEAL_PURPOSE, reservation.sealedCode)
      : null;
  if (!reservation || !code) throw conflict('error.order.notReady', { reason: order.status });
  return { orderId, code, expiresAt: reservation.expiresAt.toISOString() };
}

/** Pick-up at the kiosk: the code makes its reservation ready to dispense, once. */
export async function authorizeReservation(
  ctx: AppContext,
  device: DeviceRow,
  code: string,
  locale: string,
  client: string,
): Promise<TOrder> {
  const counters = [{ key: `reservation:${device.id}:${client}`, policy: RESERVATION_THROTTLE }];
  const now = ctx.now();
  const orderId = await checkGuess(ctx.db, now, counters, () =>
    ctx.db.transaction(async (tx) => {
      const reservation = await findActiveReservation(tx, device.id, codeHashOf(ctx, device.id, code), now);
      if (!reservation) return null;
      const order = await lockOrder(tx, device.id, reservation.orderId);
      if (order?.status !== 'reserved' || !(await markReservationUsed(tx, order.id, now))) return null;
      await setWorkflowStatus(tx, order.id, 'retreive-authorization', 'passed');
      await markReady(tx, order, new Date(now.getTime() + ctx.config.orderHoldTtlMs));
      return order.id;
    }),
  );
  if (!orderId) {
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      message: 'error.code.failed',
      description: 'error.reservation.invalid',
    });
  }
  return getOrderView(ctx.db, device.id, orderId, locale);
}
