import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZTwoFactorConfirm,
  ZTwoFactorDisable,
  ZTwoFactorEnabled,
  ZTwoFactorEnrolment,
  ZTwoFactorOff,
  ZTwoFactorState,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from './console-scope';
import {
  confirmEnrolment,
  disableOwnSecondFactor,
  startEnrolment,
  twoFactorState,
} from './two-factor.service';

const ownAuthor = (caller: Parameters<typeof operatorAuthor>[0]) => {
  const author = operatorAuthor(caller);
  if (author.kind !== 'operator') throw new Error('two-factor: the route takes the operator credential');
  return author;
};

/** The signed-in operator's own second factor (TOTP): its state, enrolment, and turning it off. */
export const consoleTwoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.twoFactor,
      {
        config: operatorAs('own'),
        schema: {
          ...operatorOnly,
          summary: "Whether the signed-in operator's second factor is on, and recovery codes left (operator)",
          response: { 200: envelope(ZTwoFactorState) },
        },
      },
      async (request) => ({ data: await twoFactorState(ctx, ownAuthor(request.caller).id) }),
    );

    app.post(
      CONSOLE_API.twoFactor,
      {
        config: { ...operatorAs('own'), ...answers({ 409: 'The second factor is on already.' }) },
        schema: {
          ...operatorOnly,
          summary:
            'Starts enrolment in a second factor: a new key for an authenticator app, shown this once (operator)',
          response: { 200: envelope(ZTwoFactorEnrolment) },
        },
      },
      async (request) => ({ data: await startEnrolment(ctx, ownAuthor(request.caller)) }),
    );

    app.post(
      CONSOLE_API.twoFactorConfirm,
      {
        config: {
          ...operatorAs('own'),
          ...answers({
            400: 'The code is not a current code of the new key.',
            409: 'No enrolment was started, or the second factor is on already.',
            429: 'Too many wrong passwords or codes: try again after Retry-After seconds.',
          }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Confirms the new key with a current code: the second factor is on; ten recovery codes, each good once, shown this once (operator)',
          body: ZTwoFactorConfirm,
          response: { 200: envelope(ZTwoFactorEnabled) },
        },
      },
      async (request) => ({
        data: await confirmEnrolment(ctx, ownAuthor(request.caller), request.body.code, request.ip),
      }),
    );

    app.delete(
      CONSOLE_API.twoFactor,
      {
        config: {
          ...operatorAs('own'),
          ...answers({
            400: 'The code or the password is not right.',
            409: 'The second factor is not on.',
            429: 'Too many wrong passwords or codes: try again after Retry-After seconds.',
          }),
        },
        schema: {
          ...operatorOnly,
          summary: 'Turns the own second factor off, with a current code or the password (operator)',
          body: ZTwoFactorDisable,
          response: { 200: envelope(ZTwoFactorOff) },
        },
      },
      async (request) => ({
        data: await disableOwnSecondFactor(ctx, ownAuthor(request.caller), request.body, request.ip),
      }),
    );
  };
