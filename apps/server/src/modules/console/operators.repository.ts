import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByName(db: Db, name: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.name, name));
  return row;
}

/** Creates the account, or sets its password when the name exists; returns its id. */
export async function upsertOperator(db: Db, name: string, passwordHash: string): Promise<string> {
  const [row] = await db
    .insert(operators)
    .values({ name, passwordHash })
    .onConflictDoUpdate({ target: operators.name, set: { passwordHash } })
    .returning({ id: operators.id });
  return row!.id;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; operatorId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

/** The live session of a token hash with its operator, or undefined. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ operatorId: string; name: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      operatorId: operators.id,
      name: operators.name,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.expiresAt, now)));
  return row;
}

/** Ends every session of an operator (sign-out everywhere; a new password). */
export async function deleteSessionsOf(db: Db, operatorId: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(operatorSessions)
    .where(lt(operatorSessions.expiresAt, now))
    .returning({ tokenHash: operatorSessions.tokenHash });
  return rows.length;
}
