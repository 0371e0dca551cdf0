import type { FastifyRequest } from 'fastify';
import type { AppContext } from './app-context';
import type { TCaller, TCredentialChecks } from './http/credentials';
import { cachedDevice } from './modules/devices/devices.service';
import { kioskCredentialOf } from './modules/kiosks/kiosk-pairing.service';
import { KIOSK_COOKIE } from './modules/kiosks/kiosk-cookie';
import { checkOrderCapability } from './modules/orders/order-capability';
import { ORDER_COOKIE } from './modules/orders/order-cookie';
import { bearerOf } from './http/bearer';
import { notFound, unauthorized } from './http/app-error';
import { isOperatorRequest } from './http/operator-listener';
import { requireOperator } from './modules/console/operator-auth.service';
import { checkConsoleWrite, operatorTokenOf } from './modules/console/operator-cookie';
import { checkOperatorRole } from './modules/console/operator-roles';
import { requireStaff } from './modules/staff/staff-auth.service';
import { requireDownloadToken } from './modules/releases/download-token.service';

const paramsOf = (request: FastifyRequest) => request.params as { deviceId?: string; orderId?: string };

/** The device a call is about: the path's, or (dev tools without one in the path) `?deviceId=`. */
const deviceIdOf = (request: FastifyRequest): string => {
  const deviceId = paramsOf(request).deviceId ?? (request.query as { deviceId?: unknown }).deviceId;
  if (typeof deviceId !== 'string' || !deviceId) throw unauthorized();
  return deviceId;
};

type TKioskCaller = Extract<TCaller, { kind: 'kiosk' }>;
// eslint-disable-next-line no-restricted-syntax -- a memo per request, which it lives and dies with
const kioskCallers = new WeakMap<FastifyRequest, Promise<TKioskCaller | null>>();

/** The paired kiosk the request's cookie names (once per request): null without a cookie. */
const kioskCallerOf = (ctx: AppContext, request: FastifyRequest): Promise<TKioskCaller | null> => {
  let found = kioskCallers.get(request);
  if (!found) {
    const token = request.cookies[KIOSK_COOKIE];
    const deviceId = deviceIdOf(request);
    found = token
      ? kioskCredentialOf(ctx, deviceId, token).then((row) => ({
          kind: 'kiosk' as const,
          deviceId,
          credentialId: row.id,
        }))
      : Promise.resolve(null);
    kioskCallers.set(request, found);
  }
  return found;
};

/**
 * Who is guessing, for the guess counters: a paired kiosk by its credential, anyone else by address
 * (the peer's, or the one TRUST_PROXY lets the proxy name).
 */
export async function clientOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ key: string; isDeviceKiosk: boolean }> {
  const kiosk =
    request.caller?.kind === 'kiosk'
      ? request.caller
      : paramsOf(request).deviceId
        ? await kioskCallerOf(ctx, request).catch(() => null)
        : null;
  return kiosk
    ? { key: `kiosk:${kiosk.credentialId}`, isDeviceKiosk: true }
    : { key: `ip:${request.ip}`, isDeviceKiosk: false };
}

/** How each kind of credential is checked (see http/credentials.ts). */
export const credentialChecks = (ctx: AppContext): TCredentialChecks => ({
  async staff(request) {
    // The credential before the device (docs/security.md): a request without a bearer is not a guess
    // (401, nothing counted), and a bearer for a device that is not there has nothing to match (401).
    const bearer = bearerOf(request);
    if (!bearer) return null;
    const device = await cachedDevice(ctx, deviceIdOf(request));
    if (!device || device.retiredAt) throw unauthorized(); // a retired kiosk's passkey opens nothing
    const actor = await requireStaff(ctx, device, bearer, await clientOf(ctx, request));
    return { kind: 'staff', deviceId: device.id, actor };
  },
  async kiosk(request) {
    return kioskCallerOf(ctx, request);
  },
  async order(request) {
    const { deviceId, orderId } = paramsOf(request);
    // A link's ?capability= first (the phone may hold an older one in its cookie), then the cookie, or a bearer.
    const value =
      (request.query as { capability?: string } | undefined)?.capability ??
      request.cookies[ORDER_COOKIE] ??
      bearerOf(request);
    if (!deviceId || !orderId || !value) return null;
    checkOrderCapability(ctx, orderId, value);
    return { kind: 'order', deviceId, orderId };
  },
  async operator(request) {
    const token = operatorTokenOf(request);
    if (!token) return null;
    const session = await requireOperator(ctx, token);
    checkConsoleWrite(request);
    checkOperatorRole(session.operator, request.routeOptions.config.operatorRole);
    return {
      kind: 'operator',
      operatorId: session.operatorId,
      ...session.operator,
      expiresAt: session.expiresAt,
    };
  },
  async download(request) {
    const bearer = bearerOf(request);
    if (!bearer) return null;
    const { version } = request.params as { version?: string };
    return { kind: 'download', ...(await requireDownloadToken(ctx, bearer, version ?? '')) };
  },
  async owner(request) {
    // Outside production the demo shows them on the one listener; in production they are not there.
    if (ctx.config.env !== 'production' || isOperatorRequest(request)) return { kind: 'owner' };
    throw notFound('route');
  },
});
