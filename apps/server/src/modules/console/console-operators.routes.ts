import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZOperatorAccount,
  ZOperatorAccounts,
  ZOperatorAdd,
  ZOperatorChange,
  ZOperatorOneTimePassword,
  ZOperatorParams,
  ZOperatorRemoved,
  ZTwoFactorOff,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from './console-scope';
import {
  addOperator,
  changeOperator,
  operatorAccounts,
  removeOperator,
  resetOperatorPassword,
} from './operator-accounts.service';
import { clearSecondFactor } from './two-factor.service';

const LAST_ADMIN = 'The change would leave no enabled admin: make another operator an admin first.';

/** People (admins only): the operator accounts, added, changed, disabled, removed, their passwords reset. */
export const consoleOperatorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.operators,
      {
        config: operatorAs('admin'),
        schema: {
          ...operatorOnly,
          summary: 'Every operator account with its role and state, by name (operator, admin)',
          response: { 200: envelope(ZOperatorAccounts) },
        },
      },
      async () => ({ data: await operatorAccounts(ctx) }),
    );

    app.post(
      CONSOLE_API.operators,
      {
        config: { ...operatorAs('admin'), ...answers({ 409: 'An account of this name exists.' }) },
        schema: {
          ...operatorOnly,
          summary:
            'Adds an operator account with a role; its one-time password is shown once, and replaced at the first sign-in (operator, admin)',
          body: ZOperatorAdd,
          response: { 201: envelope(ZOperatorOneTimePassword) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await addOperator(ctx, operatorAuthor(request.caller), request.body),
        }),
    );

    app.patch(
      CONSOLE_API.operator,
      {
        config: { ...operatorAs('admin'), ...answers({ 409: LAST_ADMIN }) },
        schema: {
          ...operatorOnly,
          summary:
            "Changes an account's role, or disables (its sessions end at once) or enables it (operator, admin)",
          params: ZOperatorParams,
          body: ZOperatorChange,
          response: { 200: envelope(ZOperatorAccount) },
        },
      },
      async (request) => ({
        data: await changeOperator(
          ctx,
          operatorAuthor(request.caller),
          request.params.operatorId,
          request.body,
        ),
      }),
    );

    operatorRemovalRoutes(app, ctx);
  };

/**
 * Removing an account and resetting its password (each ends the account's sessions at once), and clearing
 * its second factor.
 */
function operatorRemovalRoutes(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AppContext) {
  app.delete(
    CONSOLE_API.operator,
    {
      config: { ...operatorAs('admin'), ...answers({ 409: LAST_ADMIN }) },
      schema: {
        ...operatorOnly,
        summary: 'Removes an operator account; its sessions end at once (operator, admin)',
        params: ZOperatorParams,
        response: { 200: envelope(ZOperatorRemoved) },
      },
    },
    async (request) => {
      await removeOperator(ctx, operatorAuthor(request.caller), request.params.operatorId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    CONSOLE_API.operatorPasswordReset,
    {
      config: operatorAs('admin'),
      schema: {
        ...operatorOnly,
        summary:
          "Resets an account's password: a one-time password, shown once; its sessions end, and its holder sets a new one at the next sign-in (operator, admin)",
        params: ZOperatorParams,
        response: { 200: envelope(ZOperatorOneTimePassword) },
      },
    },
    async (request) => ({
      data: await resetOperatorPassword(ctx, operatorAuthor(request.caller), request.params.operatorId),
    }),
  );

  app.delete(
    CONSOLE_API.operatorTwoFactor,
    {
      config: operatorAs('admin'),
      schema: {
        ...operatorOnly,
        summary:
          "Clears an operator's second factor (a lost authenticator): they sign in with name and password until they enrol again (operator, admin)",
        params: ZOperatorParams,
        response: { 200: envelope(ZTwoFactorOff) },
      },
    },
    async (request) => ({
      data: await clearSecondFactor(ctx, operatorAuthor(request.caller), request.params.operatorId),
    }),
  );
}
