import type {
  TOperatorAccount,
  TOperatorAccounts,
  TOperatorAdd,
  TOperatorChange,
  TOperatorOneTimePassword,
  TOperatorPasswordChange,
  TOperatorRole,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { conflict, notFound, validation } from '../../http/app-error';
import { clearGuesses } from '../../lib/guess-throttle';
import { hashSecret, randomPasskey, verifySecret } from '../../lib/secrets';
import { recordChange, type TAuthor } from '../audit/audit.service';
import { operatorPasswordProblem } from './operator-auth.service';
import { checkOperatorGuess, operatorGuessPrefix } from './operator-guesses';
import { hasSecondFactor } from './two-factor.service';
import {
  deleteOperator,
  deleteSessionsOf,
  findOperatorByName,
  findOperatorForUpdate,
  insertOperator,
  listOperators,
  lockEnabledAdmins,
  updateOperator,
  type OperatorRow,
} from './operators.repository';

/** Characters of a one-time password (the passkey alphabet: no look-alikes), about 100 bits. */
const ONE_TIME_PASSWORD_LENGTH = 20;

const toAccount = (row: OperatorRow, twoFactorEnabled: boolean): TOperatorAccount => ({
  id: row.id,
  name: row.name,
  role: row.role as TOperatorRole,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  mustChangePassword: row.mustChangePassword,
  twoFactorEnabled,
  createdAt: row.createdAt.toISOString(),
});

/** The account as the API gives it, with whether its second factor is on. */
const accountOf = async (db: Db, row: OperatorRow): Promise<TOperatorAccount> =>
  toAccount(row, await hasSecondFactor(db, row.id));

/** What the audit log keeps of an account: never its password, only whether one must still be chosen. */
const auditedOf = (row: OperatorRow) => ({
  name: row.name,
  role: row.role,
  disabled: Boolean(row.disabledAt),
});

export async function operatorAccounts(ctx: AppContext): Promise<TOperatorAccounts> {
  const rows = await listOperators(ctx.db);
  return { operators: rows.map((row) => toAccount(row, row.twoFactorEnabled)) };
}

/** A new one-time password: its value (shown once) and its argon2id hash (kept). */
async function oneTimePassword(): Promise<{ password: string; hash: string }> {
  const password = randomPasskey(ONE_TIME_PASSWORD_LENGTH);
  return { password, hash: await hashSecret(password) };
}

/** Adds an account with a one-time password: its holder sets a password of their own at the first sign-in. */
export async function addOperator(
  ctx: AppContext,
  author: TAuthor,
  body: TOperatorAdd,
): Promise<TOperatorOneTimePassword> {
  const { password, hash } = await oneTimePassword();
  return ctx.db.transaction(async (tx) => {
    const row = await insertOperator(tx, {
      name: body.name,
      role: body.role,
      passwordHash: hash,
      mustChangePassword: true,
    });
    if (!row) throw conflict('error.conflict'); // the name is taken
    await recordChange(tx, author, {
      action: 'operator.created',
      subjectKind: 'operator',
      subjectId: row.id,
      after: { ...auditedOf(row), password: 'set' },
    });
    return { operator: toAccount(row, false), oneTimePassword: password };
  });
}

/** The account of an id, locked for the change; 404 when there is none. */
async function lockedAccount(tx: Db, id: string): Promise<OperatorRow> {
  const row = await findOperatorForUpdate(tx, id);
  if (!row) throw notFound('route');
  return row;
}

/** 409 when the change would leave no enabled admin (an admin demoted, disabled or removed). */
async function keepAnAdmin(tx: Db, row: OperatorRow, isStillAdmin: boolean): Promise<void> {
  const admins = await lockEnabledAdmins(tx);
  if (!isStillAdmin && admins.length === 1 && admins[0] === row.id) throw conflict('error.conflict');
}

/**
 * Changes an account's role, or disables (or enables) it. A disabled account's sessions end at once.
 * The last enabled admin can be neither demoted nor disabled (409).
 */
export async function changeOperator(
  ctx: AppContext,
  author: TAuthor,
  id: string,
  body: TOperatorChange,
): Promise<TOperatorAccount> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    const role = body.role ?? (before.role as TOperatorRole);
    const isDisabled = body.disabled ?? Boolean(before.disabledAt);
    await keepAnAdmin(tx, before, role === 'admin' && !isDisabled);
    const disabledAt = isDisabled ? (before.disabledAt ?? ctx.now()) : null;
    const after = await updateOperator(tx, id, { role, disabledAt });
    if (isDisabled) await deleteSessionsOf(tx, id);
    const action =
      body.disabled === undefined
        ? 'operator.role_changed'
        : isDisabled
          ? 'operator.disabled'
          : 'operator.enabled';
    await recordChange(tx, author, {
      action,
      subjectKind: 'operator',
      subjectId: id,
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return accountOf(tx, after);
  });
}

/** Removes an account (its sessions end with it); the last enabled admin cannot be removed (409). */
export async function removeOperator(ctx: AppContext, author: TAuthor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    await keepAnAdmin(tx, before, false);
    await deleteOperator(tx, id);
    await recordChange(tx, author, {
      action: 'operator.removed',
      subjectKind: 'operator',
      subjectId: id,
      before: auditedOf(before),
    });
  });
}

/**
 * A new one-time password for an account: its sessions end, and its holder must set a password of their
 * own at the next sign-in. Its second factor stays on (a reset is for a forgotten password; a lost phone
 * is what clearing the second factor is for), so the one-time password alone does not sign anyone in.
 */
export async function resetOperatorPassword(
  ctx: AppContext,
  author: TAuthor,
  id: string,
): Promise<TOperatorOneTimePassword> {
  const { password, hash } = await oneTimePassword();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    const after = await updateOperator(tx, id, { passwordHash: hash, mustChangePassword: true });
    await deleteSessionsOf(tx, id);
    await clearGuesses(tx, operatorGuessPrefix(before.name));
    await recordChange(tx, author, {
      action: 'operator.password_reset',
      subjectKind: 'operator',
      subjectId: id,
      before: { ...auditedOf(before), password: 'set' },
      after: { ...auditedOf(after), password: 'rotated' },
    });
    return { operator: await accountOf(tx, after), oneTimePassword: password };
  });
}

/**
 * The signed-in operator sets a password of their own (after a one-time one, or any time). The current
 * one must be right (400), and is checked as a sign-in's guess is (counted, 429 after too many wrong ones);
 * the new one long enough and different.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  author: Extract<TAuthor, { kind: 'operator' }>,
  body: TOperatorPasswordChange,
  clientIp: string,
): Promise<TOperatorAccount> {
  const problem = operatorPasswordProblem(body.newPassword);
  if (problem) throw validation('newPassword', problem);
  if (body.newPassword === body.currentPassword)
    throw validation('newPassword', 'must differ from the current password');
  const check = async () => {
    const row = await findOperatorByName(ctx.db, author.name);
    return row && (await verifySecret(row.passwordHash, body.currentPassword)) ? row : null;
  };
  const isRight = await checkOperatorGuess(ctx, author.name, clientIp, check, 'reserved');
  if (!isRight) throw validation('currentPassword', 'is not the current password');
  const hash = await hashSecret(body.newPassword);
  return ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, author.id);
    const after = await updateOperator(tx, author.id, { passwordHash: hash, mustChangePassword: false });
    await recordChange(tx, author, {
      action: 'operator.password_changed',
      subjectKind: 'operator',
      subjectId: author.id,
      before: { ...auditedOf(before), password: 'set' },
      after: { ...auditedOf(after), password: 'rotated' },
    });
    return accountOf(tx, after);
  });
}
