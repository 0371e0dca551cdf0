import type { FastifyInstance } from 'fastify';
import type { AgentEvent, UpdateCommand } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { downloadTokenOf } from './download-token.service';
import {
  advanceStage,
  claimSends,
  findRollout,
  listRunningRolloutIds,
  setKioskState,
  setRolloutStatus,
  stageTotals,
  type DueSend,
} from './rollouts.repository';

/**
 * The roll-outs' engine, on every API instance; the database is the source of truth. Each update command
 * is claimed in the database before it is sent (claimSends), so one instance sends it; a stage moves on
 * by a conditional update (advanceStage), so one instance starts the next. Every instance hears every
 * agent's report and writes it; the write is idempotent.
 */

/** A kiosk that came online within this long of its last command is not sent it again. */
export const RESEND_AFTER_MS = 5_000;

function send(ctx: AppContext, due: DueSend): void {
  const command: UpdateCommand = {
    type: 'update',
    rolloutId: due.rolloutId,
    version: due.version,
    path: `/kiosk-releases/${due.version}/${due.tarballName}`,
    token: downloadTokenOf(ctx.secret, due.rolloutId, due.deviceId, due.tokenNonce),
    sha256: due.sha256,
    trialSeconds: due.trialSeconds,
  };
  ctx.dispenser.sendUpdate?.(due.deviceId, command);
}

/** Sends the update to the kiosks of the roll-out's started stages not sent it yet. */
async function sendDue(ctx: AppContext, rolloutId: string): Promise<void> {
  if (!ctx.dispenser.sendUpdate) return; // the simulator: no agent to tell
  for (const due of await claimSends(ctx.db, ctx.now(), { rolloutId })) send(ctx, due);
}

/**
 * Moves a running roll-out on: the next stage once every kiosk of the started ones committed (an empty
 * stage passes at once), completed after the last. Then sends what is due.
 */
export async function driveRollout(ctx: AppContext, rolloutId: string): Promise<void> {
  for (;;) {
    const rollout = await findRollout(ctx.db, rolloutId);
    const totals = await stageTotals(ctx.db, rolloutId);
    if (!rollout || rollout.status !== 'running' || !totals) return;
    if (totals.committed < totals.inStages) break;
    if (rollout.currentStage >= totals.lastStage) {
      await setRolloutStatus(ctx.db, rolloutId, ['running'], 'completed');
      return;
    }
    if (!(await advanceStage(ctx.db, rolloutId, rollout.currentStage))) break;
    ctx.log.info({ rolloutId, stage: rollout.currentStage + 1 }, 'roll-out: next stage');
  }
  await sendDue(ctx, rolloutId);
}

/** Halts a roll-out whose kiosks rolled back or failed above its threshold (of those sent the update). */
async function haltIfOverThreshold(ctx: AppContext, rolloutId: string): Promise<boolean> {
  const [rollout, totals] = [await findRollout(ctx.db, rolloutId), await stageTotals(ctx.db, rolloutId)];
  if (!rollout || !totals || totals.sent === 0) return false;
  const share = totals.bad / totals.sent;
  if (share <= rollout.haltThreshold) return false;
  const reason = `${totals.bad} of ${totals.sent} kiosks rolled back or failed (threshold ${rollout.haltThreshold})`;
  const isHalted = await setRolloutStatus(ctx.db, rolloutId, ['running', 'paused'], 'halted', reason);
  if (isHalted) ctx.log.warn({ rolloutId, reason }, 'roll-out halted itself');
  return isHalted;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An agent's report: recorded, then the roll-out halts or moves on as it says. */
export async function recordUpdateState(
  ctx: AppContext,
  deviceId: string,
  event: Extract<AgentEvent, { type: 'update_state' }>,
): Promise<void> {
  if (!UUID.test(event.rolloutId)) return;
  const isChanged = await setKioskState(ctx.db, {
    rolloutId: event.rolloutId,
    deviceId,
    version: event.version,
    state: event.state,
    reason: event.reason ?? null,
  });
  if (!isChanged) return;
  if (event.state === 'rolled_back' || event.state === 'failed') {
    await haltIfOverThreshold(ctx, event.rolloutId);
  } else if (event.state === 'committed') {
    await driveRollout(ctx, event.rolloutId);
  }
}

/** A kiosk's agent came online: its pending update is sent again (it may have missed the first). */
export async function resendToKiosk(ctx: AppContext, deviceId: string): Promise<void> {
  if (!ctx.dispenser.sendUpdate) return;
  const now = ctx.now();
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS);
  for (const due of await claimSends(ctx.db, now, { deviceId, resendBefore })) send(ctx, due);
}

/** What the device link reports, as the engine takes it (errors logged, never thrown at the link). */
export const rolloutReports = (ctx: AppContext) => ({
  onUpdateState: (deviceId: string, event: Extract<AgentEvent, { type: 'update_state' }>) => {
    recordUpdateState(ctx, deviceId, event).catch((error: unknown) =>
      ctx.log.warn({ err: error, deviceId }, 'roll-out state not recorded'),
    );
  },
  onAgentOnline: (deviceId: string) => {
    resendToKiosk(ctx, deviceId).catch((error: unknown) =>
      ctx.log.warn({ err: error, deviceId }, 'roll-out command not sent again'),
    );
  },
});

/**
 * Each instance looks at the running roll-outs every ROLLOUT_TICK_MS: a stage whose last kiosk committed
 * while no instance could act, and kiosks not sent their command yet, are caught up.
 */
export function startRolloutTicker(app: FastifyInstance, ctx: AppContext): void {
  const tick = async () => {
    for (const id of await listRunningRolloutIds(ctx.db)) await driveRollout(ctx, id);
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => ctx.log.warn({ err: error }, 'roll-out tick failed'));
  }, ctx.config.releases.rolloutTickMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
