import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADERS } from '@kiosk/contract';
import { webhookRejected } from './payment-errors';

export const SANDBOX_SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADERS.sandbox;

/** Older than this, or this far in the future, a signed webhook is refused (replay window). */
export const SANDBOX_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<rawBody>")>`, the same scheme Stripe uses. */
export function signSandboxWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

function parseHeader(header: string): { t: number; signatures: string[] } {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw webhookRejected('malformed');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) throw webhookRejected('malformed');
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) throw webhookRejected('malformed');
      signatures.push(value);
    }
    // Other schemes (future versions) are skipped, as Stripe does.
  }
  if (t === null || signatures.length === 0) throw webhookRejected('malformed');
  return { t, signatures };
}

/**
 * Checks a `sandbox-signature` header against the raw body: 400 AppError when missing or malformed,
 * when no v1 matches (timing-safe), or when the timestamp is more than 5 minutes old or ahead.
 */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now: Date,
): void {
  if (header === undefined) throw webhookRejected('signature');
  if (typeof header !== 'string' || header.length > 1024) throw webhookRejected('malformed');
  const { t, signatures } = parseHeader(header);
  const expected = Buffer.from(hmacHex(secret, `${t}.${rawBody}`), 'hex');
  const isMatch = signatures
    .map((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected))
    .some(Boolean);
  if (!isMatch) throw webhookRejected('signature');
  const ageSeconds = Math.floor(now.getTime() / 1000) - t;
  if (Math.abs(ageSeconds) > SANDBOX_WEBHOOK_TOLERANCE_SECONDS) throw webhookRejected('expired');
}
