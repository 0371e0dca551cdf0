import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_API } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { keyedHash, safeEqualHex } from '../../lib/secrets';

/**
 * The browser an operator signed in with ("device cookie", OWASP's defence against lock-out by guessing):
 * after a right password the server sets `operator_known_browser`, a keyed hash of the name and the time,
 * valid for 30 days. A sign-in for that name carrying it waits in the hash gate's reserved lane
 * (lib/hash-gate.ts), so a flood of guesses from many addresses cannot keep the operator out. It opens
 * nothing else: the guess is counted and checked like any other, and a stolen cookie buys only a place in
 * the queue, for that one name.
 */
export const KNOWN_BROWSER_COOKIE = 'operator_known_browser';
export const KNOWN_BROWSER_MS = 30 * 24 * 60 * 60_000;
const PURPOSE = 'operator-known-browser';

const macOf = (ctx: Pick<AppContext, 'secret'>, name: string, issuedAt: number) =>
  keyedHash(ctx.secret, PURPOSE, `${name.toLowerCase()}:${issuedAt}`);

const cookieOptions = (ctx: Pick<AppContext, 'config'>): CookieSerializeOptions => ({
  path: CONSOLE_API.session,
  httpOnly: true,
  sameSite: 'strict',
  secure: ctx.config.publicUrl.startsWith('https:'),
  maxAge: Math.floor(KNOWN_BROWSER_MS / 1000),
});

/** Marks the browser as one that signed in with this name (after a right password only). */
export function setKnownBrowser(
  ctx: Pick<AppContext, 'config' | 'secret' | 'now'>,
  reply: FastifyReply,
  name: string,
) {
  const issuedAt = ctx.now().getTime();
  reply.setCookie(KNOWN_BROWSER_COOKIE, `${issuedAt}.${macOf(ctx, name, issuedAt)}`, cookieOptions(ctx));
}

/** Whether the request comes from a browser that signed in with this name within the last 30 days. */
export function isKnownBrowser(
  ctx: Pick<AppContext, 'secret' | 'now'>,
  request: FastifyRequest,
  name: string,
): boolean {
  const [issued, mac] = (request.cookies[KNOWN_BROWSER_COOKIE] ?? '').split('.');
  const issuedAt = Number(issued);
  const age = ctx.now().getTime() - issuedAt;
  if (
    !mac ||
    !/^[0-9a-f]{64}$/.test(mac) ||
    !Number.isSafeInteger(issuedAt) ||
    age < 0 ||
    age > KNOWN_BROWSER_MS
  )
    return false;
  return safeEqualHex(macOf(ctx, name, issuedAt), mac);
}
