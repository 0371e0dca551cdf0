import { randomBytes } from 'node:crypto';
import {
  DEFAULT_OPERATOR_ROLE,
  type TOperator,
  type TOperatorCodeNeeded,
  type TOperatorRole,
  type TOperatorSession,
  type TOperatorSignIn,
  type TOperatorSignedIn,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/app-error';
import { hashSecret, keyedHash, verifySecret } from '../../lib/secrets';
import { clearGuesses } from '../../lib/guess-throttle';
import { checkOperatorGuess, operatorGuessPrefix } from './operator-guesses';
import {
  deleteExpiredSessions,
  deleteSessionsOf,
  findLiveSession,
  findOperatorByName,
  insertSession,
  upsertOperator,
  type OperatorRow,
} from './operators.repository';
import {
  deleteExpiredSignInSteps,
  deleteSignInStep,
  findSignInStep,
  insertSignInStep,
} from './two-factor.repository';
import { hasSecondFactor, takeSecondFactor } from './two-factor.service';
import { recordChange, type TAuthor } from '../audit/audit.service';

/** How long an operator session lasts from sign-in. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/** Operator session tokens start so, which tells a stray value from one without a database look-up. */
const TOKEN_PREFIX = 'op_';
const TOKEN_HASH_PURPOSE = 'operator-session';
/** A sign-in waiting for its second factor: its token starts so, and lasts five minutes. */
const STEP_PREFIX = 'ops_';
const STEP_HASH_PURPOSE = 'operator-sign-in-step';
const SIGN_IN_STEP_MS = 5 * 60_000;
/** Verified when the name is unknown, so that a wrong name takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export class OperatorAccountError extends Error {
  override name = 'OperatorAccountError';
}

/** Why a new operator password cannot be used, or null when it can. */
export function operatorPasswordProblem(password: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN_LENGTH)
    return `The password must have at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 256) return 'The password must have at most 256 characters.';
  return null;
}

/**
 * Creates an operator account with its role, or sets a new password (argon2id) on an existing one, which
 * ends its sessions (and gives it the role, when one is given). Returns whether the account is new.
 */
export async function setOperatorPassword(
  db: Db,
  name: string,
  password: string,
  author: TAuthor,
  role?: TOperatorRole,
): Promise<boolean> {
  const problem = operatorPasswordProblem(password);
  if (problem) throw new OperatorAccountError(problem);
  const hash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const existing = await findOperatorByName(tx, name);
    const id = await upsertOperator(tx, name, hash, role);
    if (existing) await deleteSessionsOf(tx, id);
    await clearGuesses(tx, operatorGuessPrefix(name));
    await recordChange(tx, author, {
      action: existing ? 'operator.password_set' : 'operator.created',
      subjectKind: 'operator',
      subjectId: id,
      before: existing ? { name, role: existing.role, password: 'set' } : null,
      after: {
        name,
        role: role ?? existing?.role ?? DEFAULT_OPERATOR_ROLE,
        password: existing ? 'rotated' : 'set',
      },
    });
    return !existing;
  });
}

/** The operator as a session shows them: name, role, and whether they must still set their own password. */
const operatorOf = (row: { name: string; role: string; mustChangePassword: boolean }): TOperator => ({
  name: row.name,
  role: row.role as TOperatorRole,
  mustChangePassword: row.mustChangePassword,
});

const tokenHashOf = (ctx: Pick<AppContext, 'secret'>, token: string) =>
  keyedHash(ctx.secret, TOKEN_HASH_PURPOSE, token);
const stepHashOf = (ctx: Pick<AppContext, 'secret'>, token: string) =>
  keyedHash(ctx.secret, STEP_HASH_PURPOSE, token);

/** A sign-in's result: a session, or (with a second factor) the step that waits for a code. */
export type TSignInResult =
  | { kind: 'session'; token: string; session: TOperatorSignedIn }
  | { kind: 'code'; stepToken: string; answer: TOperatorCodeNeeded };

/**
 * Signs in: a new session token (256 random bits) for the session cookie, kept only as a keyed hash. Wrong
 * tries are counted per name and client address (operator-guesses.ts), so an outsider's guesses pause only
 * the outsider; a browser that signed in with the name before waits in the hash gate's reserved lane. An
 * operator with a second factor gets no session here: a sign-in step that waits for a code.
 */
export async function signIn(
  ctx: AppContext,
  body: TOperatorSignIn,
  clientIp: string,
  isKnownBrowser = false,
): Promise<TSignInResult> {
  const check = async () => {
    const found = await findOperatorByName(ctx.db, body.name);
    decoyHash ??= hashSecret(randomBytes(16).toString('hex'));
    const isRight = await verifySecret(found?.passwordHash ?? (await decoyHash), body.password);
    // A disabled account is refused like a wrong password: the answer tells an outsider nothing.
    return found && isRight && !found.disabledAt ? found : null;
  };
  const lane = isKnownBrowser ? 'reserved' : 'any';
  const operator = await checkOperatorGuess(ctx, body.name, clientIp, check, lane);
  if (!operator) throw unauthorized();
  if (await hasSecondFactor(ctx.db, operator.id)) return startSignInStep(ctx, operator.id);
  return { kind: 'session', ...(await issueSession(ctx, operator)) };
}

async function issueSession(ctx: AppContext, operator: OperatorRow) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(ctx.now().getTime() + OPERATOR_SESSION_MS);
  await insertSession(ctx.db, { tokenHash: tokenHashOf(ctx, token), operatorId: operator.id, expiresAt });
  return { token, session: { expiresAt: expiresAt.toISOString(), operator: operatorOf(operator) } };
}

async function startSignInStep(ctx: AppContext, operatorId: string): Promise<TSignInResult> {
  const stepToken = `${STEP_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(ctx.now().getTime() + SIGN_IN_STEP_MS);
  await insertSignInStep(ctx.db, { tokenHash: stepHashOf(ctx, stepToken), operatorId, expiresAt });
  return { kind: 'code', stepToken, answer: { codeNeeded: true, expiresAt: expiresAt.toISOString() } };
}

/**
 * A sign-in's second step: the step's token (its cookie) and a code of the operator's authenticator or a
 * recovery code, counted as a guess like the password. The step is taken once; 401 for a wrong code, a
 * gone step or a disabled account.
 */
export async function signInWithCode(
  ctx: AppContext,
  stepToken: string | null,
  code: string,
  clientIp: string,
  isKnownBrowser: (name: string) => boolean = () => false,
): Promise<{ token: string; session: TOperatorSignedIn }> {
  if (!stepToken?.startsWith(STEP_PREFIX)) throw unauthorized();
  const tokenHash = stepHashOf(ctx, stepToken);
  const step = await findSignInStep(ctx.db, tokenHash, ctx.now());
  if (!step || step.disabledAt) throw unauthorized();
  const operator = { id: step.operatorId, name: step.name };
  const lane = isKnownBrowser(step.name) ? 'reserved' : 'any';
  const take = () => takeSecondFactor(ctx, operator, code);
  const taken = await checkOperatorGuess(ctx, step.name, clientIp, take, lane);
  if (!taken || !(await deleteSignInStep(ctx.db, tokenHash))) throw unauthorized();
  const row = await findOperatorByName(ctx.db, step.name);
  if (!row || row.disabledAt) throw unauthorized();
  return issueSession(ctx, row);
}

/** The operator of a live session token; 401 for none, a wrong one or an expired one. */
export async function requireOperator(
  ctx: AppContext,
  token: string | null,
): Promise<TOperatorSession & { operatorId: string }> {
  if (!token?.startsWith(TOKEN_PREFIX)) throw unauthorized();
  const session = await findLiveSession(ctx.db, tokenHashOf(ctx, token), ctx.now());
  if (!session) throw unauthorized();
  return {
    operatorId: session.operatorId,
    operator: operatorOf(session),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Signs the operator out everywhere: every session of theirs ends, in every browser and tab. */
export async function signOutEverywhere(ctx: AppContext, operatorId: string): Promise<void> {
  await deleteSessionsOf(ctx.db, operatorId);
}

/** The stored account of a name (for the command's tests). */
export const findOperatorByNameForTest = (db: Db, name: string) => findOperatorByName(db, name);

/** Drops ended sessions and sign-in steps that waited too long for their code; returns the sessions'. */
export async function deleteExpiredOperatorSessions(ctx: AppContext): Promise<number> {
  await deleteExpiredSignInSteps(ctx.db, ctx.now());
  return deleteExpiredSessions(ctx.db, ctx.now());
}
