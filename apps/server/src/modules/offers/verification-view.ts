import type { TVerification } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { OTP_MAX_ATTEMPTS } from './otp-policy';
import { latestChallenge } from './otp.repository';
import { nextSendAt } from './otp.service';

/** Where the order's latest one-time code stands, for the phone's code page and the kiosk. */
export async function verificationView(ctx: AppContext, orderId: string): Promise<TVerification> {
  const challenge = await latestChallenge(ctx.db, orderId);
  if (!challenge) return { state: 'none', codeExpiresAt: null, resendAvailableAt: null, attemptsLeft: null };
  const now = ctx.now();
  const state = challenge.verifiedAt
    ? 'verified'
    : challenge.attempts >= OTP_MAX_ATTEMPTS
      ? 'locked'
      : challenge.expiresAt <= now
        ? 'expired'
        : 'code_sent';
  return {
    state,
    codeExpiresAt: challenge.expiresAt.toISOString(),
    resendAvailableAt: (await nextSendAt(ctx, challenge.phoneHash, now)).toISOString(),
    attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - challenge.attempts),
  };
}
