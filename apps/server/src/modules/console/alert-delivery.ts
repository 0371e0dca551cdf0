import type { AppContext } from '../../app-context';
import { claimDueMessage, listDueMessageIds, recordAttempt } from './alerts.repository';

/** Attempts per message before it is `failed` (and shown so in the console's alert outbox). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** After a failed attempt n, the next waits base × 2^(n−1), at most an hour: 30 s, 1 min, 2 min … */
const MAX_RETRY_DELAY_MS = 3_600_000;
/** While one attempt runs, no other instance takes the message (longer than a channel's timeouts). */
const ATTEMPT_LEASE_MS = 120_000;

export const retryDelayMs = (attempt: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);

/** A failure as the outbox shows it: the error's first line, short; never a URL's path or a password. */
const errorText = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
  return cause ? `${message} (${cause})` : message;
};

/**
 * One attempt at a pending, due message through the configured channel (at least once: a process that
 * dies mid-send leaves the message to be tried again after the lease). True when it was sent.
 */
export async function deliverMessage(ctx: AppContext, id: number): Promise<boolean> {
  const now = ctx.now();
  const message = await claimDueMessage(ctx.db, id, now, new Date(now.getTime() + ATTEMPT_LEASE_MS));
  if (!message) return false;
  try {
    await ctx.notifier.send({
      alertId: message.alertId,
      event: message.event as 'raised' | 'cleared',
      subject: message.subject,
      body: message.body,
    });
    await recordAttempt(ctx.db, id, { sentAt: ctx.now() });
    return true;
  } catch (error) {
    const attempt = message.attempts + 1;
    const isLast = attempt >= MAX_DELIVERY_ATTEMPTS;
    const nextAttemptAt = isLast
      ? null
      : new Date(ctx.now().getTime() + retryDelayMs(attempt, ctx.config.alertRetryBaseMs));
    await recordAttempt(ctx.db, id, { error: errorText(error), nextAttemptAt });
    ctx.log.warn(
      { err: errorText(error), alertMessageId: id, attempt, willRetry: !isLast },
      isLast ? 'alert message failed for good; shown in the console' : 'alert message not sent; will retry',
    );
    return false;
  }
}

/** Every message due for an attempt (the alert sweep calls this): how many were sent. */
export async function deliverDueMessages(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const id of await listDueMessageIds(ctx.db, ctx.now(), 100)) {
    if (await deliverMessage(ctx, id)) sent++;
  }
  return sent;
}
