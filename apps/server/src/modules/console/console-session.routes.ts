import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZOperatorAccount,
  ZOperatorPasswordChange,
  ZOperatorSession,
  ZOperatorSignIn,
  ZOperatorCodeSignIn,
  ZOperatorSignInAnswer,
  ZOperatorSignedIn,
  ZOperatorSignedOut,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts, answers, operatorAs, type TCaller } from '../../http/credentials';
import { signIn, signInWithCode, signOutEverywhere } from './operator-auth.service';
import {
  clearOperatorCookie,
  clearSignInStepCookie,
  setOperatorCookie,
  setSignInStepCookie,
  signInStepTokenOf,
} from './operator-cookie';
import { changeOwnPassword } from './operator-accounts.service';
import { isKnownBrowser, setKnownBrowser } from './operator-known-browser';

const operatorOf = (caller: TCaller): Extract<TCaller, { kind: 'operator' }> => {
  if (caller.kind !== 'operator') throw new Error('console session: the route takes the operator credential');
  return caller;
};

/** Operator sign-in, who is signed in, sign-out (docs/architecture.md, the console). */
export const consoleSessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      CONSOLE_API.session,
      {
        config: {
          ...accepts('none'),
          ...answers({
            401: 'The name or password is wrong.',
            429: 'Too many wrong passwords for this name or from this client: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['console'],
          summary:
            'Operator sign-in: the session in the HttpOnly cookie operator_session (on /console, 8 hours), or, with a second factor, { codeNeeded } and the step cookie operator_sign_in for POST /console/session/code; 401, 429 after 5 wrong ones from one client, 503 when busy',
          body: ZOperatorSignIn,
          response: { 200: envelope(ZOperatorSignInAnswer) },
        },
      },
      async (request, reply) => {
        const { name } = request.body;
        const isKnown = isKnownBrowser(ctx, request, name);
        const result = await signIn(ctx, request.body, request.ip, isKnown);
        if (result.kind === 'code') {
          setSignInStepCookie(ctx, reply, result.stepToken);
          setKnownBrowser(ctx, reply, name);
          return { data: result.answer };
        }
        setOperatorCookie(ctx, reply, result.token);
        setKnownBrowser(ctx, reply, name);
        return { data: result.session };
      },
    );

    codeSignInRoute(app, ctx);

    app.get(
      CONSOLE_API.session,
      {
        config: operatorAs('own'),
        schema: {
          tags: ['console'],
          summary: 'The signed-in operator and when the session ends (operator)',
          response: { 200: envelope(ZOperatorSession) },
        },
      },
      async (request) => {
        const caller = operatorOf(request.caller);
        const { name, role, mustChangePassword } = caller;
        return { data: { operator: { name, role, mustChangePassword }, expiresAt: caller.expiresAt } };
      },
    );

    app.delete(
      CONSOLE_API.session,
      {
        config: operatorAs('own'),
        schema: {
          tags: ['console'],
          summary: 'Operator sign-out everywhere: every session of the operator ends (operator)',
          response: { 200: envelope(ZOperatorSignedOut) },
        },
      },
      async (request, reply) => {
        await signOutEverywhere(ctx, operatorOf(request.caller).operatorId);
        clearOperatorCookie(ctx, reply);
        return { data: { ok: true as const } };
      },
    );

    ownPasswordRoute(app, ctx);
  };

/** The second step of a sign-in with a second factor: the code, then the session. */
function codeSignInRoute(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AppContext) {
  app.post(
    CONSOLE_API.sessionCode,
    {
      config: {
        ...accepts('none'),
        ...answers({
          401: 'The code is wrong or used, or the sign-in step (its cookie) is gone: sign in again.',
          429: 'Too many wrong passwords or codes for this name or from this client: try again after Retry-After seconds.',
        }),
      },
      schema: {
        tags: ['console'],
        summary:
          "A sign-in's second step: a code of the authenticator app or a recovery code, with the step cookie operator_sign_in → the session cookie; each code is taken once",
        body: ZOperatorCodeSignIn,
        response: { 200: envelope(ZOperatorSignedIn) },
      },
    },
    async (request, reply) => {
      const isKnown = (name: string) => isKnownBrowser(ctx, request, name);
      const stepToken = signInStepTokenOf(request);
      const { token, session } = await signInWithCode(ctx, stepToken, request.body.code, request.ip, isKnown);
      clearSignInStepCookie(ctx, reply);
      setOperatorCookie(ctx, reply, token);
      return { data: session };
    },
  );
}

/** The signed-in operator's own password (the only change a one-time password's session may make). */
function ownPasswordRoute(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AppContext) {
  app.put(
    CONSOLE_API.sessionPassword,
    {
      config: {
        ...operatorAs('own'),
        ...answers({
          400: 'The current password is not right, or the new one is too short or the same.',
          429: 'Too many wrong current passwords: try again after Retry-After seconds.',
        }),
      },
      schema: {
        tags: ['console'],
        summary:
          'The signed-in operator sets a password of their own (at the first sign-in after a one-time one, or any time) (operator)',
        body: ZOperatorPasswordChange,
        response: { 200: envelope(ZOperatorAccount) },
      },
    },
    async (request) => {
      const caller = operatorOf(request.caller);
      const author = { kind: 'operator' as const, id: caller.operatorId, name: caller.name };
      return { data: await changeOwnPassword(ctx, author, request.body, request.ip) };
    },
  );
}
