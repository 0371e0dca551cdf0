import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TOperatorRole } from '@kiosk/contract';
import type { Db } from '../../db/client';
import { operatorSessions, operatorTotp, operators } from './console.schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByName(db: Db, name: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.name, name));
  return row;
}

/**
 * Creates the account with its role (operator when none is given), or sets its password (and the role,
 * when one is given) when the name exists; returns its id.
 */
export async function upsertOperator(
  db: Db,
  name: string,
  passwordHash: string,
  role: TOperatorRole | undefined,
): Promise<string> {
  const [row] = await db
    .insert(operators)
    .values({ name, passwordHash, role: role ?? 'operator' })
    .onConflictDoUpdate({
      target: operators.name,
      set: { passwordHash, mustChangePassword: false, ...(role ? { role } : {}) },
    })
    .returning({ id: operators.id });
  return row!.id;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; operatorId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

export interface LiveSession {
  operatorId: string;
  name: string;
  role: TOperatorRole;
  mustChangePassword: boolean;
  expiresAt: Date;
}

/** The live session of a token hash with its operator, or undefined. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      operatorId: operators.id,
      name: operators.name,
      role: operators.role,
      mustChangePassword: operators.mustChangePassword,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  return row && { ...row, role: row.role as TOperatorRole };
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

/** An account with whether its second factor is on (an enabled TOTP key). */
export type OperatorWithTwoFactor = OperatorRow & { twoFactorEnabled: boolean };

/** Every account, by name, with whether its second factor is on (for the admins' People page). */
export async function listOperators(db: Db): Promise<OperatorWithTwoFactor[]> {
  const rows = await db
    .select({ operator: operators, totpEnabledAt: operatorTotp.enabledAt })
    .from(operators)
    .leftJoin(operatorTotp, eq(operatorTotp.operatorId, operators.id))
    .orderBy(asc(operators.name));
  return rows.map((row) => ({ ...row.operator, twoFactorEnabled: row.totpEnabledAt !== null }));
}

/**
 * The account of an id, locked for the rest of the transaction (a change reads it, checks, then writes),
 * or undefined.
 */
export async function findOperatorForUpdate(db: Db, id: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

/**
 * The ids of the enabled admins, locked for the rest of the transaction: two admins demoting each other at
 * once wait for one another, so the second sees the first's change and the last admin stays.
 */
export async function lockEnabledAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertOperator(
  db: Db,
  values: { name: string; role: TOperatorRole; passwordHash: string; mustChangePassword: boolean },
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(
  db: Db,
  id: string,
  set: Partial<Pick<OperatorRow, 'role' | 'disabledAt' | 'passwordHash' | 'mustChangePassword'>>,
): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(set).where(eq(operators.id, id)).returning();
  return row!;
}

/** Removes the account; its sessions go with it (on delete cascade). */
export async function deleteOperator(db: Db, id: string): Promise<void> {
  await db.delete(operators).where(eq(operators.id, id));
}
