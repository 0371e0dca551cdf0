import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../http/app-error';
import { keyedHash, safeEqualHex } from '../../lib/secrets';

/**
 * What a phone is handed for one order (in the kiosk's QR code, or when it creates a reservation
 * order itself): `<expiry in epoch seconds>.<HMAC of order id and expiry>`. Unguessable, bound to that
 * one order, and it expires; nothing is stored, so any API instance with the key can check it.
 */
const macOf = (secret: string, orderId: string, expires: string) =>
  keyedHash(secret, 'order-capability', `${orderId}.${expires}`);

/** How long a phone may act on the order: its hold (or reservation) plus an hour for the status pages. */
export const capabilityLifetimeMs = (ctx: Pick<AppContext, 'config'>, isReservable: boolean): number =>
  ctx.config.orderHoldTtlMs + 60 * 60_000 + (isReservable ? ctx.config.reservationTtlMs : 0);

export function mintOrderCapability(
  ctx: Pick<AppContext, 'config' | 'secret' | 'now'>,
  orderId: string,
  isReservable: boolean,
): string {
  const expires = String(Math.floor((ctx.now().getTime() + capabilityLifetimeMs(ctx, isReservable)) / 1000));
  return `${expires}.${macOf(ctx.secret, orderId, expires)}`;
}

/** 401 when the value is not a capability or has expired; 403 when it is not this order's. */
export function checkOrderCapability(
  ctx: Pick<AppContext, 'secret' | 'now'>,
  orderId: string,
  value: string,
): void {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(value);
  if (!match) throw unauthorized();
  const [, expires, mac] = match as unknown as [string, string, string];
  if (Number(expires) * 1000 <= ctx.now().getTime()) throw unauthorized();
  if (!safeEqualHex(mac, macOf(ctx.secret, orderId, expires))) throw forbidden();
}
