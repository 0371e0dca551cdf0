import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A sandbox checkout session is a stateless signed token: `<base64url JSON>.<base64url HMAC-SHA256>`.
 * It needs no table, survives restarts and works on every API instance that shares SECRET_KEY; the
 * provider cannot be made to charge another amount or order, because any change breaks the MAC.
 */
const ZSandboxSession = z.object({
  v: z.literal(1),
  ref: z.string().regex(/^sbx_cs_[A-Za-z0-9_-]{16,64}$/),
  transactionId: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  deviceId: z.string().min(1).max(100),
  merchant: z.string().max(200),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  items: z.array(z.object({ title: z.string(), unitAmount: z.number().int(), quantity: z.number().int() })),
  /** Unix seconds after which the link no longer takes payment. */
  exp: z.number().int().positive(),
});
export type SandboxSession = z.infer<typeof ZSandboxSession>;

export type SessionLookup =
  | { status: 'open'; session: SandboxSession }
  | { status: 'expired'; session: SandboxSession }
  | { status: 'invalid' };

/** Far above any real token (a few hundred characters); anything longer is not ours. */
const MAX_TOKEN_LENGTH = 8192;
const B64URL = /^[A-Za-z0-9_-]+$/;

const mac = (key: string, payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

export function signSessionToken(key: string, session: SandboxSession): string {
  const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** Forged, altered or garbled → invalid (never says why); a genuine token past `exp` → expired. */
export function openSessionToken(key: string, token: string, now: Date): SessionLookup {
  if (token.length > MAX_TOKEN_LENGTH) return { status: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 2) return { status: 'invalid' };
  const [payload, signature] = parts as [string, string];
  if (!B64URL.test(payload) || !B64URL.test(signature)) return { status: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  const parsed = ZSandboxSession.safeParse(json);
  if (!parsed.success) return { status: 'invalid' };
  const session = parsed.data;
  return session.exp * 1000 <= now.getTime() ? { status: 'expired', session } : { status: 'open', session };
}
