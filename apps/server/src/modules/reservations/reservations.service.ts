import type { TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound } from '../../http/app-error';
import { keyedHash, randomDigits } from '../../lib/secrets';
import type { ThrottlePolicy } from '../../lib/throttle';
import { lockIfUsedUp, returnAttempt, takeAttempt } from '../../lib/guess-throttle';
import type { DeviceRow } from '../devices/devices.repository';
import { getOrderView, lockOrder, markReady, markReserved } from '../orders/orders.service';
import { metricsOf } from '../metrics/metrics';
import {
  addWorkflow,
  isAuthorized,
  listOrderWorkflows,
  setWorkflowStatus,
} from '../workflows/workflows.service';
import { findActiveReservation, insertReservation, markReservationUsed } from './reservations.repository';

/** Six wrong codes from one device in ten minutes: the sixth gets 429 and the device is locked out. */
export const RESERVATION_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
  description: 'error.reservation.locked',
};
export const RESERVATION_CODE_LENGTH = 6;

const codeHashOf = (ctx: AppContext, deviceId: string, code: string) =>
  keyedHash(ctx.secret, `reservation:${deviceId}`, code);

/**
 * Makes an order a reservation: a random 6-digit code, returned this once and stored only as a keyed hash;
 * the stock stays held until pick-up or expiry.
 */
export async function reserveOrder(ctx: AppContext, device: DeviceRow, orderId: string) {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.reservationTtlMs);
  return ctx.db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, device.id, orderId);
      if (!order) throw notFound('order');
      if (!order.isReservable) throw conflict('error.order.notReservable');
      const isPayable = order.total > 0 && order.paidAt === null;
      if (!['open', 'paid'].includes(order.status) || isPayable) {
        throw conflict('error.order.notReady', { reason: isPayable ? 'payment' : order.status });
      }
      if (!isAuthorized(await listOrderWorkflows(tx, orderId)))
        throw conflict('error.order.notReady', { reason: 'authorization' });
      let code = '';
      for (let attempt = 0; attempt < 10; attempt++) {
        code = randomDigits(RESERVATION_CODE_LENGTH);
        if (!(await findActiveReservation(tx, device.id, codeHashOf(ctx, device.id, code), now))) break;
      }
      await insertReservation(tx, {
        orderId,
        deviceId: device.id,
        codeHash: codeHashOf(ctx, device.id, code),
        expiresAt,
      });
      await addWorkflow(tx, orderId, 'retreive-authorization');
      await markReserved(tx, order, expiresAt);
      return { orderId, code, expiresAt: expiresAt.toISOString() };
    })
    .then((reservation) => {
      metricsOf(ctx).orderStatus('reserved');
      return reservation;
    });
}

/** Pick-up at the kiosk: the code makes its reservation ready to dispense, once. */
export async function authorizeReservation(
  ctx: AppContext,
  device: DeviceRow,
  code: string,
  locale: string,
): Promise<TOrder> {
  const key = `reservation:${device.id}`;
  const now = ctx.now();
  await takeAttempt(ctx.db, key, now, RESERVATION_THROTTLE);
  const orderId = await ctx.db.transaction(async (tx) => {
    const reservation = await findActiveReservation(tx, device.id, codeHashOf(ctx, device.id, code), now);
    if (!reservation) return null;
    const order = await lockOrder(tx, device.id, reservation.orderId);
    if (order?.status !== 'reserved' || !(await markReservationUsed(tx, order.id, now))) return null;
    await setWorkflowStatus(tx, order.id, 'retreive-authorization', 'passed');
    await markReady(tx, order, new Date(now.getTime() + ctx.config.orderHoldTtlMs));
    return order.id;
  });
  if (!orderId) {
    await lockIfUsedUp(ctx.db, key, now, RESERVATION_THROTTLE);
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      message: 'error.code.failed',
      description: 'error.reservation.invalid',
    });
  }
  await returnAttempt(ctx.db, key);
  return getOrderView(ctx.db, device.id, orderId, locale);
}
