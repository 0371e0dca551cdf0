import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/client';
import type { SmsRefusal } from '../../ports/kiosk-metrics';
import { countInWindow, giveBackCounts } from '../../lib/window-counter';
import { tooManySends } from './otp-errors';
import { OTP_SEND_WINDOW_MS } from './otp-policy';

/**
 * What texting one-time codes may cost the programme (docs/security.md, Limits): besides the per-number
 * and per-order limits (otp-policy.ts), codes per client address, per kiosk and in the whole programme per
 * hour (SMS_CODES_PER_ADDRESS, SMS_CODES_PER_KIOSK, SMS_CODES_PER_HOUR), and only to numbers of the
 * programme's countries (SMS_COUNTRIES). Each cap is a counter row in `throttles` over a window of an hour
 * from its first code, taken in the send's transaction: a refusal rolls every count back.
 */
export interface SendOrigin {
  /** The client's address as the server believes it (TRUST_PROXY). */
  clientIp: string;
  deviceId: string;
}

export const countryNotAllowed = () =>
  new AppError({
    code: 'validation',
    status: 400,
    message: 'error.phone.invalid',
    description: 'error.phone.countryNotAllowed',
    field: 'phoneNumber',
  });

/** 400 before anything is counted when the number is not of one of the programme's countries. */
export function assertTextableCountry(ctx: AppContext, e164: string): void {
  const country = parsePhoneNumberFromString(e164)?.country;
  if (country && ctx.config.smsCaps.countries.includes(country)) return;
  ctx.metrics.smsCode('country');
  throw countryNotAllowed();
}

const capsOf = (ctx: AppContext, origin: SendOrigin) => {
  const { perAddress, perKiosk, perHour } = ctx.config.smsCaps;
  return [
    { key: `sms:ip:${origin.clientIp}`, max: perAddress, reason: 'address' },
    { key: `sms:device:${origin.deviceId}`, max: perKiosk, reason: 'kiosk' },
    { key: 'sms:programme', max: perHour, reason: 'programme' },
  ] as const satisfies { key: string; max: number; reason: SmsRefusal }[];
};

/**
 * Takes one code from each cap, inside the send's transaction `tx`; 429 with Retry-After (when that cap's
 * window ends) at the first one used up, which rolls the transaction and its counts back.
 */
export async function takeSendCaps(ctx: AppContext, tx: Db, origin: SendOrigin, now: Date): Promise<void> {
  for (const cap of capsOf(ctx, origin)) {
    const { count, startedAt } = await countInWindow(tx, cap.key, now, OTP_SEND_WINDOW_MS);
    if (count <= cap.max) continue;
    ctx.metrics.smsCode(cap.reason);
    const seconds = Math.ceil((startedAt.getTime() + OTP_SEND_WINDOW_MS - now.getTime()) / 1000);
    throw tooManySends(seconds);
  }
}

/** A code that could not be sent after all gives its place back under every cap. */
export async function giveBackSendCaps(ctx: AppContext, origin: SendOrigin): Promise<void> {
  await giveBackCounts(
    ctx.db,
    capsOf(ctx, origin).map((cap) => cap.key),
  );
}
