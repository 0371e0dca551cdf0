import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorRecoveryCodes, operatorSignInSteps, operatorTotp, operators } from './console.schema';

export type TotpRow = typeof operatorTotp.$inferSelect;

export async function findTotp(db: Db, operatorId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.operatorId, operatorId));
  return row;
}

/** A new key waiting for its first code; replaces a key not yet confirmed, never an enabled one. */
export async function upsertPendingTotp(db: Db, operatorId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(operatorTotp)
    .values({ operatorId, sealedSecret })
    .onConflictDoUpdate({
      target: operatorTotp.operatorId,
      set: { sealedSecret, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(operatorTotp.enabledAt),
    })
    .returning({ operatorId: operatorTotp.operatorId });
  return rows.length === 1;
}

/**
 * Takes the code of a time step: moves `lastTimeStep` forward, and (with `enable`) turns the key on. False
 * when that step or a later one was taken already (a replayed code), so two requests with one code cannot
 * both pass.
 */
export async function takeTimeStep(
  db: Db,
  operatorId: string,
  timeStep: number,
  enable: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(operatorTotp)
    .set({ lastTimeStep: timeStep, ...(enable ? { enabledAt: enable } : {}) })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        or(isNull(operatorTotp.lastTimeStep), lt(operatorTotp.lastTimeStep, timeStep)),
        enable ? isNull(operatorTotp.enabledAt) : isNotNull(operatorTotp.enabledAt),
      ),
    )
    .returning({ operatorId: operatorTotp.operatorId });
  return rows.length === 1;
}

/** Removes the operator's key and recovery codes; returns whether a key was enabled. */
export async function deleteTotp(db: Db, operatorId: string): Promise<boolean> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  const rows = await db
    .delete(operatorTotp)
    .where(eq(operatorTotp.operatorId, operatorId))
    .returning({ enabledAt: operatorTotp.enabledAt });
  return Boolean(rows[0]?.enabledAt);
}

export async function replaceRecoveryCodes(
  db: Db,
  operatorId: string,
  codes: { lookup: string; codeHash: string }[],
): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(codes.map((code) => ({ operatorId, ...code })));
}

/** The unused recovery code of a lookup, or undefined. */
export async function findUnusedRecoveryCode(db: Db, operatorId: string, lookup: string) {
  const [row] = await db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.lookup, lookup),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    );
  return row;
}

/** Marks a recovery code used; false when another request used it first. */
export async function useRecoveryCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.id, id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertSignInStep(
  db: Db,
  step: { tokenHash: string; operatorId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSignInSteps).values(step);
}

/** The operator of a live sign-in step, or undefined. */
export async function findSignInStep(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ operatorId: operators.id, name: operators.name, disabledAt: operators.disabledAt })
    .from(operatorSignInSteps)
    .innerJoin(operators, eq(operators.id, operatorSignInSteps.operatorId))
    .where(and(eq(operatorSignInSteps.tokenHash, tokenHash), gt(operatorSignInSteps.expiresAt, now)));
  return row;
}

/** Ends a sign-in step (taken, or expired); returns whether it was there, so that it is taken once. */
export async function deleteSignInStep(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(operatorSignInSteps)
    .where(eq(operatorSignInSteps.tokenHash, tokenHash))
    .returning({ tokenHash: operatorSignInSteps.tokenHash });
  return rows.length === 1;
}

export async function deleteExpiredSignInSteps(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(operatorSignInSteps)
    .where(lt(operatorSignInSteps.expiresAt, now))
    .returning({ tokenHash: operatorSignInSteps.tokenHash });
  return rows.length;
}
