import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_API, CONSOLE_API_PREFIX, CONSOLE_WRITE_HEADER } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/app-error';
import { OPERATOR_SESSION_MS } from './operator-auth.service';

export const OPERATOR_COOKIE = 'operator_session';

/**
 * The operator session's cookie: out of reach of page scripts (HttpOnly), never sent by another site
 * (SameSite=Strict), only on https when the server is, only to the console's calls (`/console`), and
 * gone when the session ends (eight hours).
 */
const cookieOptions = (ctx: Pick<AppContext, 'config'>): CookieSerializeOptions => ({
  path: CONSOLE_API_PREFIX,
  httpOnly: true,
  sameSite: 'strict',
  secure: ctx.config.publicUrl.startsWith('https:'),
  maxAge: Math.floor(OPERATOR_SESSION_MS / 1000),
});

export const setOperatorCookie = (ctx: Pick<AppContext, 'config'>, reply: FastifyReply, token: string) =>
  reply.setCookie(OPERATOR_COOKIE, token, cookieOptions(ctx));

export const clearOperatorCookie = (ctx: Pick<AppContext, 'config'>, reply: FastifyReply) =>
  reply.clearCookie(OPERATOR_COOKIE, cookieOptions(ctx));

/**
 * A sign-in waiting for its second factor: the step's token, HttpOnly, sent only to the code step
 * (`/console/session/code`), for five minutes. It is no session: it opens nothing but that step.
 */
export const SIGN_IN_STEP_COOKIE = 'operator_sign_in';
const stepCookieOptions = (ctx: Pick<AppContext, 'config'>): CookieSerializeOptions => ({
  path: CONSOLE_API.sessionCode,
  httpOnly: true,
  sameSite: 'strict',
  secure: ctx.config.publicUrl.startsWith('https:'),
  maxAge: 5 * 60,
});

export const setSignInStepCookie = (ctx: Pick<AppContext, 'config'>, reply: FastifyReply, token: string) =>
  reply.setCookie(SIGN_IN_STEP_COOKIE, token, stepCookieOptions(ctx));

export const clearSignInStepCookie = (ctx: Pick<AppContext, 'config'>, reply: FastifyReply) =>
  reply.clearCookie(SIGN_IN_STEP_COOKIE, stepCookieOptions(ctx));

export const signInStepTokenOf = (request: FastifyRequest): string | null =>
  request.cookies[SIGN_IN_STEP_COOKIE] ?? null;

export const operatorTokenOf = (request: FastifyRequest): string | null =>
  request.cookies[OPERATOR_COOKIE] ?? null;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: besides SameSite=Strict, a console write must carry the console's own
 * header, which no form can send and no other site's script can without a CORS preflight this server
 * never grants. 403 otherwise, before anything is read or written.
 */
export function checkConsoleWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers[CONSOLE_WRITE_HEADER] !== '1') throw forbidden();
}
