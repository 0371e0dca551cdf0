import {
  ROLLOUT_KIOSK_STATES,
  ZRolloutCreate,
  type TRollout,
  type TRolloutActionName,
  type TRolloutSummary,
} from '@kiosk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { conflict, notFound, validation } from '../../http/app-error';
import { downloadTokenHash, downloadTokenOf, newTokenNonce } from './download-token.service';
import { driveRollout } from './rollout-engine';
import { findRelease } from './releases.repository';
import {
  advanceStage,
  findRollout,
  insertRollout,
  listDevices,
  listRolloutKiosks,
  listRollouts,
  setRolloutStatus,
  stageTotals,
  stateCounts,
  type RolloutRow,
} from './rollouts.repository';

type RolloutInput = z.infer<typeof ZRolloutCreate>;

/**
 * Each kiosk's stage: the canaries 0, then the rest of the fleet (in the order of their ids) so that
 * stage i holds up to `stages[i-1]` per cent of all kiosks, counting the canaries.
 */
export function stagesOf(
  deviceIds: string[],
  canaryIds: string[],
  stages: number[],
): { deviceId: string; stage: number }[] {
  const canaries = new Set(canaryIds);
  const rest = deviceIds.filter((id) => !canaries.has(id));
  const total = deviceIds.length;
  return [
    ...canaryIds.map((deviceId) => ({ deviceId, stage: 0 })),
    ...rest.map((deviceId, index) => {
      const position = canaryIds.length + index;
      const stage = stages.findIndex((percent) => position < Math.ceil((percent / 100) * total));
      return { deviceId, stage: (stage === -1 ? stages.length - 1 : stage) + 1 };
    }),
  ];
}

async function canaryIdsOf(ctx: AppContext, names: string[], fleet: { id: string; name: string }[]) {
  const ids = names.map((name) => fleet.find((d) => d.name === name || d.id === name)?.id);
  const unknown = names.filter((_, i) => !ids[i]);
  if (unknown.length) throw validation('canaries', `no kiosk is named ${unknown.join(', ')}`);
  return [...new Set(ids as string[])];
}

/** Starts a roll-out of an uploaded release: its canaries are sent the update at once. */
export async function createRollout(ctx: AppContext, input: RolloutInput, operator: string) {
  if (!(await findRelease(ctx.db, input.version)))
    throw validation('version', `release ${input.version} is not uploaded`);
  const fleet = await listDevices(ctx.db);
  const canaryIds = await canaryIdsOf(ctx, input.canaries, fleet);
  const placed = stagesOf(
    fleet.map((d) => d.id),
    canaryIds,
    input.stages,
  );
  const row = await insertRollout(
    ctx.db,
    {
      version: input.version,
      stages: input.stages,
      trialSeconds: input.trialSeconds,
      haltThreshold: input.haltThreshold,
      createdBy: operator,
    },
    (rollout) =>
      placed.map(({ deviceId, stage }) => {
        const tokenNonce = newTokenNonce();
        const token = downloadTokenOf(ctx.secret, rollout.id, deviceId, tokenNonce);
        return {
          rolloutId: rollout.id,
          deviceId,
          stage,
          tokenNonce,
          tokenHash: downloadTokenHash(ctx.secret, token),
        };
      }),
  );
  if (!row) throw conflict('error.release.notNow', { reason: 'another roll-out is running or paused' });
  await driveRollout(ctx, row.id);
  return rolloutDetail(ctx, row.id);
}

const TRANSITIONS = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused', 'halted'], to: 'running' },
  halt: { from: ['running', 'paused'], to: 'halted' },
} as const;

/**
 * The next stage by hand, when kiosks of the started ones hold it (one offline for good, say): only of a
 * running roll-out with a stage left; its kiosks are sent the update at once.
 */
async function advanceByHand(ctx: AppContext, rollout: RolloutRow): Promise<void> {
  const totals = await stageTotals(ctx.db, rollout.id);
  const hasNext = totals !== undefined && rollout.currentStage < totals.lastStage;
  if (
    rollout.status !== 'running' ||
    !hasNext ||
    !(await advanceStage(ctx.db, rollout.id, rollout.currentStage))
  )
    throw conflict('error.release.notNow', {
      reason: 'only a running roll-out with a stage left can advance',
    });
  ctx.log.info({ rolloutId: rollout.id, stage: rollout.currentStage + 1 }, 'roll-out: next stage by hand');
  await driveRollout(ctx, rollout.id);
}

/** An operator pauses, resumes, halts or advances a roll-out; a resumed one sends what is due at once. */
export async function rolloutAction(
  ctx: AppContext,
  id: string,
  action: TRolloutActionName,
  operator: string,
): Promise<TRollout> {
  const rollout = await findRollout(ctx.db, id);
  if (!rollout) throw notFound('route');
  if (action === 'advance') {
    await advanceByHand(ctx, rollout);
    return rolloutDetail(ctx, id);
  }
  const { from, to } = TRANSITIONS[action];
  const reason = action === 'halt' ? `halted by ${operator}` : null;
  if (!(await setRolloutStatus(ctx.db, id, [...from], to, reason)))
    throw conflict('error.release.notNow', { reason: `the roll-out cannot ${action} from its state` });
  if (to === 'running') await driveRollout(ctx, id);
  return rolloutDetail(ctx, id);
}

const emptyCounts = () =>
  Object.fromEntries(ROLLOUT_KIOSK_STATES.map((s) => [s, 0])) as TRolloutSummary['counts'];

function summaryOf(row: RolloutRow, counts: TRolloutSummary['counts']): TRolloutSummary {
  return {
    id: row.id,
    version: row.version,
    status: row.status as TRolloutSummary['status'],
    stages: row.stages,
    currentStage: row.currentStage,
    trialSeconds: row.trialSeconds,
    haltThreshold: row.haltThreshold,
    haltReason: row.haltReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    counts,
  };
}

export async function rolloutList(ctx: AppContext): Promise<TRolloutSummary[]> {
  const rows = await listRollouts(ctx.db);
  const counts = await stateCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const mine = emptyCounts();
    for (const c of counts.filter((c) => c.rolloutId === row.id)) mine[c.state as keyof typeof mine] = c.n;
    return summaryOf(row, mine);
  });
}

export async function rolloutDetail(ctx: AppContext, id: string): Promise<TRollout> {
  const row = await findRollout(ctx.db, id);
  if (!row) throw notFound('route');
  const kiosks = await listRolloutKiosks(ctx.db, id);
  const counts = emptyCounts();
  for (const k of kiosks) counts[k.state as keyof typeof counts] += 1;
  return {
    ...summaryOf(row, counts),
    kiosks: kiosks.map((k) => ({
      ...k,
      state: k.state as TRollout['kiosks'][number]['state'],
      sentAt: k.sentAt?.toISOString() ?? null,
      updatedAt: k.updatedAt.toISOString(),
    })),
  };
}
