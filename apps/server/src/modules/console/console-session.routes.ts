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
import { bearerOf } from '../../http/bearer';
import { requireOperator, signIn, signOut } from './operator-auth.service';
import { accepts } from '../../http/credentials';

/** Operator sign-in, who is signed in, sign-out (docs/architecture.md, the console). */
export const consoleSessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      CONSOLE_API.session,
      {
        config: accepts('none'),
        schema: {
          tags: ['console'],
          summary:
            'Operator sign-in: a session bearer; 401, 429 after 5 wrong ones from one client, 503 when busy',
          body: ZOperatorSignIn,
          response: { 200: envelope(ZOperatorSignedIn) },
        },
      },
      async (request) => ({ data: await signIn(ctx, request.body, request.ip) }),
    );

    app.get(
      CONSOLE_API.session,
      {
        config: accepts('operator'),
        schema: {
          tags: ['console'],
          summary: 'The signed-in operator and when the session ends (operator)',
          security: [{ bearer: [] }],
          response: { 200: envelope(ZOperatorSession) },
        },
      },
      async (request) => {
        const { operator, expiresAt } = await requireOperator(ctx, bearerOf(request));
        return { data: { operator, expiresAt } };
      },
    );

    app.delete(
      CONSOLE_API.session,
      {
        config: accepts('operator'),
        schema: {
          tags: ['console'],
          summary: 'Operator sign-out: the bearer stops working (operator)',
          security: [{ bearer: [] }],
          response: { 200: envelope(ZOperatorSignedOut) },
        },
      },
      async (request) => {
        const bearer = bearerOf(request);
        await requireOperator(ctx, bearer);
        await signOut(ctx, bearer!);
        return { data: { ok: true as const } };
      },
    );
  };
