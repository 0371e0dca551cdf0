import type { AppContext } from '../../app-context';
import { translate } from '../../i18n/translate';
import { keyedHash, randomDigits, safeEqualHex } from '../../lib/secrets';
import { lockKey } from './offers.repository';
import { assertTextableCountry, giveBackSendCaps, takeSendCaps, type SendOrigin } from './otp-send-caps';
import { codeExpired, codeLocked, noCodeSent, resendTooSoon, tooManySends, wrongCode } from './otp-errors';
import {
  OTP_CODE_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_ORDER,
  OTP_MAX_SENDS_PER_PHONE,
  OTP_RESEND_AFTER_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
} from './otp-policy';
import {
  countOrderSends,
  countPhoneSends,
  deleteChallenge,
  insertChallenge,
  latestChallenge,
  latestPhoneChallenge,
  markVerified,
  oldestPhoneSendSince,
  takeAttempt,
  type ChallengeRow,
} from './otp.repository';

/** Phone numbers are kept only as this keyed hash (of the E.164 form). */
export const phoneHashOf = (secret: string, e164: string): string => keyedHash(secret, 'phone', e164);

/** A code is bound to its order and phone: the same digits mean nothing elsewhere. */
const codeHashOf = (secret: string, orderId: string, phoneHash: string, code: string): string =>
  keyedHash(secret, `otp:${orderId}:${phoneHash}`, code);

const secondsUntil = (at: number, now: Date): number => Math.ceil((at - now.getTime()) / 1000);

/** When the phone may be sent another code: the resend wait, then a free place in the hourly window. */
export async function nextSendAt(ctx: AppContext, phoneHash: string, now: Date): Promise<Date> {
  const last = await latestPhoneChallenge(ctx.db, phoneHash);
  let at = last ? last.createdAt.getTime() + OTP_RESEND_AFTER_MS : now.getTime();
  const since = new Date(now.getTime() - OTP_SEND_WINDOW_MS);
  if ((await countPhoneSends(ctx.db, phoneHash, since)) >= OTP_MAX_SENDS_PER_PHONE) {
    const oldest = await oldestPhoneSendSince(ctx.db, phoneHash, since);
    if (oldest) at = Math.max(at, oldest.getTime() + OTP_SEND_WINDOW_MS);
  }
  return new Date(Math.max(at, now.getTime()));
}

/**
 * Sends a new 6-digit code to the phone for this order, within the limits: a number of the programme's
 * countries, 30 s after the phone's last code, at most 5 to a phone and 10 from an order in an hour, and
 * the hourly caps per address, kiosk and programme (otp-send-caps.ts). The code is stored only as a keyed
 * hash.
 */
export async function sendCode(
  ctx: AppContext,
  order: { id: string; locale: string },
  e164: string,
  origin: SendOrigin,
): Promise<ChallengeRow> {
  assertTextableCountry(ctx, e164);
  const phoneHash = phoneHashOf(ctx.secret, e164);
  const now = ctx.now();
  const code = randomDigits(OTP_CODE_LENGTH);
  const challenge = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, `otp-phone:${phoneHash}`);
    const last = await latestPhoneChallenge(tx, phoneHash);
    if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_AFTER_MS)
      throw resendTooSoon(secondsUntil(last.createdAt.getTime() + OTP_RESEND_AFTER_MS, now));
    const since = new Date(now.getTime() - OTP_SEND_WINDOW_MS);
    if ((await countPhoneSends(tx, phoneHash, since)) >= OTP_MAX_SENDS_PER_PHONE) {
      ctx.metrics.smsCode('phone');
      const oldest = (await oldestPhoneSendSince(tx, phoneHash, since)) ?? now;
      throw tooManySends(secondsUntil(oldest.getTime() + OTP_SEND_WINDOW_MS, now));
    }
    if ((await countOrderSends(tx, order.id, since)) >= OTP_MAX_SENDS_PER_ORDER) {
      ctx.metrics.smsCode('order');
      throw tooManySends(secondsUntil(now.getTime() + OTP_SEND_WINDOW_MS, now));
    }
    await takeSendCaps(ctx, tx, origin, now);
    const row = {
      orderId: order.id,
      phoneHash,
      codeHash: codeHashOf(ctx.secret, order.id, phoneHash, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      attempts: 0,
      verifiedAt: null,
      createdAt: now,
    };
    return { ...row, id: await insertChallenge(tx, row) };
  });
  const body = translate(order.locale, 'sms.otp', { code, minutes: OTP_TTL_MS / 60_000 });
  try {
    await ctx.smsSender.send({ to: e164, body });
  } catch (error) {
    // Not sent: the code never existed, so it neither counts against the limits nor works.
    await deleteChallenge(ctx.db, challenge.id);
    await giveBackSendCaps(ctx, origin);
    throw error;
  }
  ctx.metrics.smsCode('sent');
  return challenge;
}

/**
 * Checks a code for the order's latest challenge of this phone. Every try counts (5 in all); the
 * fifth wrong one locks the code. Returns the phone's hash once verified.
 */
export async function verifyCode(
  ctx: AppContext,
  orderId: string,
  e164: string,
  code: string,
): Promise<string> {
  const phoneHash = phoneHashOf(ctx.secret, e164);
  const now = ctx.now();
  const challenge = await latestChallenge(ctx.db, orderId, phoneHash);
  if (!challenge) throw noCodeSent();
  const isRight = safeEqualHex(codeHashOf(ctx.secret, orderId, phoneHash, code), challenge.codeHash);
  if (challenge.verifiedAt) {
    if (isRight) return phoneHash;
    throw noCodeSent();
  }
  const lockedFor = async () => secondsUntil((await nextSendAt(ctx, phoneHash, now)).getTime(), now);
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw codeLocked(await lockedFor());
  if (challenge.expiresAt <= now) throw codeExpired();
  const used = await takeAttempt(ctx.db, challenge.id, OTP_MAX_ATTEMPTS);
  if (used === null) throw codeLocked(await lockedFor());
  if (!isRight) {
    if (used >= OTP_MAX_ATTEMPTS) throw codeLocked(await lockedFor());
    throw wrongCode(OTP_MAX_ATTEMPTS - used);
  }
  await markVerified(ctx.db, challenge.id, now);
  return phoneHash;
}
