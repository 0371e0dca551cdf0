import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { capabilityLifetimeMs } from './order-capability';

export const ORDER_COOKIE = 'order_capability';

/**
 * A phone keeps the capability it was handed in a cookie sent only to that order's paths: HttpOnly, and
 * SameSite=Lax so that it is there when the phone comes back from the payment provider's page.
 */
export function setOrderCookie(
  ctx: Pick<AppContext, 'config'>,
  reply: FastifyReply,
  target: { deviceId: string; orderId: string; isReservable: boolean },
  capability: string,
): void {
  const options: CookieSerializeOptions = {
    path: `/devices/${encodeURIComponent(target.deviceId)}/orders/${encodeURIComponent(target.orderId)}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https:'),
    maxAge: Math.floor(capabilityLifetimeMs(ctx, target.isReservable) / 1000),
  };
  reply.setCookie(ORDER_COOKIE, capability, options);
}
