import type {
  TTwoFactorDisable,
  TTwoFactorEnabled,
  TTwoFactorEnrolment,
  TTwoFactorOff,
  TTwoFactorState,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { conflict, notFound, validation } from '../../http/app-error';
import { seal, unseal, verifySecret } from '../../lib/secrets';
import { recordChange, type TAuthor } from '../audit/audit.service';
import { checkOperatorGuess } from './operator-guesses';
import { findOperatorByName, findOperatorForUpdate } from './operators.repository';
import {
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotp,
  findUnusedRecoveryCode,
  replaceRecoveryCodes,
  takeTimeStep,
  upsertPendingTotp,
  useRecoveryCode,
} from './two-factor.repository';
import {
  isTotpCode,
  newRecoveryCodes,
  normalCode,
  newTotpKey,
  splitRecoveryCode,
  timeStepOf,
} from './totp-codes';

/** The purpose the TOTP keys are sealed under (AES-256-GCM, a key derived from the app's secret). */
const SEAL_PURPOSE = 'operator-totp';

type OwnAuthor = Extract<TAuthor, { kind: 'operator' }>;

/** Whether the operator signs in with a second factor (an enabled key). */
export async function hasSecondFactor(db: Db, operatorId: string): Promise<boolean> {
  return Boolean((await findTotp(db, operatorId))?.enabledAt);
}

export async function twoFactorState(ctx: AppContext, operatorId: string): Promise<TTwoFactorState> {
  const enabled = await hasSecondFactor(ctx.db, operatorId);
  return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, operatorId) : 0 };
}

/** Starts enrolment: a new key, kept sealed and shown this once; 409 while a second factor is on. */
export async function startEnrolment(ctx: AppContext, author: OwnAuthor): Promise<TTwoFactorEnrolment> {
  const key = newTotpKey(author.name);
  const isStarted = await upsertPendingTotp(ctx.db, author.id, seal(ctx.secret, SEAL_PURPOSE, key.secret));
  if (!isStarted) throw conflict('error.conflict');
  return key;
}

/**
 * The time step of a right, unused code of the operator's key (pending or enabled), or null. The key is
 * unsealed only here, and never leaves the server again.
 */
async function checkTotp(ctx: AppContext, operatorId: string, code: string, isEnabled: boolean) {
  const row = await findTotp(ctx.db, operatorId);
  if (!row || Boolean(row.enabledAt) !== isEnabled) return null;
  const secret = unseal(ctx.secret, SEAL_PURPOSE, row.sealedSecret);
  return secret ? timeStepOf(secret, code, ctx.now(), row.lastTimeStep) : null;
}

/**
 * Confirms the new key with a current code (counted as a guess): the second factor is on, with ten
 * recovery codes shown this once. 400 for a wrong or used code, 409 when there is no key to confirm.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  author: OwnAuthor,
  code: string,
  clientIp: string,
): Promise<TTwoFactorEnabled> {
  const pending = await findTotp(ctx.db, author.id);
  if (!pending || pending.enabledAt) throw conflict('error.conflict');
  const check = () => checkTotp(ctx, author.id, code, false);
  const timeStep = await checkOperatorGuess(ctx, author.name, clientIp, check, 'reserved');
  if (timeStep === null) throw validation('code', 'is not a current code of the new key');
  const { shown, kept } = await newRecoveryCodes();
  return ctx.db.transaction(async (tx) => {
    if (!(await takeTimeStep(tx, author.id, timeStep, ctx.now())))
      throw validation('code', 'is not a current code of the new key');
    await replaceRecoveryCodes(tx, author.id, kept);
    await recordChange(tx, author, {
      action: 'operator.two_factor_enabled',
      subjectKind: 'operator',
      subjectId: author.id,
      before: { twoFactor: false },
      after: { twoFactor: true, recoveryCodes: 'set' },
    });
    return { enabled: true as const, recoveryCodes: shown };
  });
}

/**
 * A sign-in's second step: whether the code (of the key, or an unused recovery code) is right, and takes
 * it, so that it is never taken again. Run it as a counted guess.
 */
export async function takeSecondFactor(
  ctx: AppContext,
  operator: { id: string; name: string },
  typed: string,
): Promise<'totp' | 'recovery' | null> {
  const code = normalCode(typed);
  if (isTotpCode(code)) {
    const timeStep = await checkTotp(ctx, operator.id, code, true);
    const isTaken = timeStep !== null && (await takeTimeStep(ctx.db, operator.id, timeStep, null));
    return isTaken ? 'totp' : null;
  }
  const { lookup, rest } = splitRecoveryCode(code);
  const row = await findUnusedRecoveryCode(ctx.db, operator.id, lookup);
  if (!row || !(await verifySecret(row.codeHash, rest))) return null;
  return ctx.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, row.id, ctx.now()))) return null;
    await recordChange(
      tx,
      { kind: 'operator', ...operator },
      {
        action: 'operator.recovery_code_used',
        subjectKind: 'operator',
        subjectId: operator.id,
        after: { recoveryCodesLeft: await countUnusedRecoveryCodes(tx, operator.id) },
      },
    );
    return 'recovery' as const;
  });
}

/**
 * The operator turns their second factor off with a current code or their password (each counted as a
 * guess); 400 for a wrong one, 409 when it is not on.
 */
export async function disableOwnSecondFactor(
  ctx: AppContext,
  author: OwnAuthor,
  body: TTwoFactorDisable,
  clientIp: string,
): Promise<TTwoFactorOff> {
  if (!(await hasSecondFactor(ctx.db, author.id))) throw conflict('error.conflict');
  const check = async () => {
    if (body.code !== undefined) {
      const timeStep = await checkTotp(ctx, author.id, body.code, true);
      return timeStep !== null && (await takeTimeStep(ctx.db, author.id, timeStep, null)) ? true : null;
    }
    const row = await findOperatorByName(ctx.db, author.name);
    return row && (await verifySecret(row.passwordHash, body.password ?? '')) ? true : null;
  };
  if (!(await checkOperatorGuess(ctx, author.name, clientIp, check, 'reserved')))
    throw validation(body.code === undefined ? 'password' : 'code', 'is not right');
  await removeSecondFactor(ctx, author, author.id, 'operator.two_factor_disabled');
  return { enabled: false };
}

/** An admin clears an operator's second factor (a lost phone); 404 for no such account. */
export async function clearSecondFactor(
  ctx: AppContext,
  author: TAuthor,
  operatorId: string,
): Promise<TTwoFactorOff> {
  await removeSecondFactor(ctx, author, operatorId, 'operator.two_factor_cleared');
  return { enabled: false };
}

async function removeSecondFactor(ctx: AppContext, author: TAuthor, operatorId: string, action: string) {
  await ctx.db.transaction(async (tx) => {
    const account = await findOperatorForUpdate(tx, operatorId);
    if (!account) throw notFound('route');
    const wasOn = await deleteTotp(tx, operatorId);
    await recordChange(tx, author, {
      action,
      subjectKind: 'operator',
      subjectId: operatorId,
      before: { name: account.name, twoFactor: wasOn },
      after: { name: account.name, twoFactor: false },
    });
  });
}
