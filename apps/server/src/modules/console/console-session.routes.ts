import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZOperatorSession,
  ZOperatorSignIn,
  ZOperatorSignedIn,
  ZOperatorSignedOut,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts, answers, type TCaller } from '../../http/credentials';
import { signIn, signOutEverywhere } from './operator-auth.service';
import { clearOperatorCookie, setOperatorCookie } from './operator-cookie';
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
        config: accepts('operator'),
        schema: {
          tags: ['console'],
          summary: 'The signed-in operator and when the session ends (operator)',
          response: { 200: envelope(ZOperatorSession) },
        },
      },
      async (request) => {
        const caller = operatorOf(request.caller);
        return { data: { operator: { name: caller.name }, expiresAt: caller.expiresAt } };
      },
    );

    app.delete(
      CONSOLE_API.session,
      {
        config: accepts('operator'),
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
  };
