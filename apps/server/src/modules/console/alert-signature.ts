/**
 * The signature of alert webhook POSTs (the `Kiosk-Signature` header, @kiosk/contract's
 * ALERT_WEBHOOK_SIGNATURE_HEADER). The verifying half, between the markers, is the sample that
 * docs/operations.md shows receivers (a test keeps the two the same), and the one the tests verify with.
 */
// verify-sample:start
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` (the Kiosk-Signature header) signs `rawBody` (the POST's bytes as text, before any
 * JSON parsing) with `secret` (ALERT_WEBHOOK_SECRET), and was made at most 5 minutes from `now`.
 */
export function verifyAlertSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: number = Date.now(),
): boolean {
  const fields = (header ?? '').split(',').map((field) => field.trim().split('='));
  const t = fields.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^\d{1,12}$/.test(t) || Math.abs(now / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return fields.some(
    ([key, value = '']) =>
      key === 'v1' && /^[0-9a-f]{64}$/.test(value) && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}
// verify-sample:end

/** The Kiosk-Signature header of `rawBody`: `t=<Unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<rawBody>">`. */
export function signAlertPayload(rawBody: string, secret: string, now: number = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}
