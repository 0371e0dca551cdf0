import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZOperatorAccount,
  ZOperatorPasswordChange,
  ZOperatorSession,
  ZOperatorSignIn,
  ZOperatorSignedIn,
  ZOperatorSignedOut,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts, answers, operatorAs, type TCaller } from '../../http/credentials';
import { signIn, signOutEverywhere } from './operator-auth.service';
import { clearOperatorCookie, setOperatorCookie } from './operator-cookie';
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
            'Operator sign-in: the session in the HttpOnly cookie operator_session (on /console, 8 hours); 401, 429 after 5 wrong ones from one client, 503 when busy',
          body: ZOperatorSignIn,
          response: { 200: envelope(ZOperatorSignedIn) },
        },
      },
      async (request, reply) => {
        const { name } = request.body;
        const isKnown = isKnownBrowser(ctx, request, name);
        const { token, session } = await signIn(ctx, request.body, request.ip, isKnown);
        setOperatorCookie(ctx, reply, token);
        setKnownBrowser(ctx, reply, name);
        return { data: session };
      },
    );

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
