import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CONSOLE_API,
  ZBrokerAccountIssued,
  ZDeviceParams,
  ZKioskCreate,
  ZKioskCreated,
  ZKioskPairingCode,
  ZKioskSettings,
  ZKioskSetupView,
  ZStaffPasskeyIssued,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs, type TDeclaredErrors } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from '../console/console-scope';
import {
  createKiosk,
  editKiosk,
  issueBrokerAccount,
  issuePairingCode,
  issueStaffPasskey,
  kioskSetup,
  retireKiosk,
} from './kiosk-setup.service';

/** Who may set kiosks up: admins (the one place each of these routes says it); every operator may look. */
const setUpBy = operatorAs('admin');

/** The console's kiosk set-up: create, edit, retire, and each kiosk's staff passkey and pairing codes. */
export const kioskSetupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.post(
      CONSOLE_API.kioskSetup,
      {
        config: {
          ...setUpBy,
          ...answers({ 503: 'The broker could not make its account: nothing was written.' }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Creates a kiosk; its one-time pairing code (and agent environment file) are shown once (operator)',
          body: ZKioskCreate,
          response: { 201: envelope(ZKioskCreated) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createKiosk(ctx, operatorAuthor(request.caller), request.body) }),
    );

    app.get(
      CONSOLE_API.kioskSettings,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: "A kiosk's settings as set up, and whether it is retired (operator)",
          params: ZDeviceParams,
          response: { 200: envelope(ZKioskSetupView) },
        },
      },
      async (request) => ({ data: await kioskSetup(ctx, request.params.deviceId) }),
    );

    app.put(
      CONSOLE_API.kioskSettings,
      {
        config: { ...setUpBy, ...answers({ 409: 'The kiosk is retired: its settings no longer change.' }) },
        schema: {
          ...operatorOnly,
          summary: "Edits a kiosk's settings (all of them); a retired kiosk cannot be edited (operator)",
          params: ZDeviceParams,
          body: ZKioskSettings,
          response: { 200: envelope(ZKioskSetupView) },
        },
      },
      async (request) => ({
        data: await editKiosk(ctx, operatorAuthor(request.caller), request.params.deviceId, request.body),
      }),
    );

    kioskSecretRoutes(app, ctx);
  };

/** Retirement, staff passkeys and pairing codes: each a POST that changes the kiosk and is recorded. */
function kioskSecretRoutes(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AppContext) {
  app.post(
    CONSOLE_API.kioskRetirement,
    {
      config: {
        ...setUpBy,
        ...answers({
          409: 'The kiosk is already retired.',
          503: 'The broker could not revoke its account: nothing changed.',
        }),
      },
      schema: {
        ...operatorOnly,
        summary:
          'Retires a kiosk: its browsers are unpaired, its broker account revoked, its calls refused; its orders and reports stay (operator)',
        params: ZDeviceParams,
        response: { 200: envelope(ZKioskSetupView) },
      },
    },
    async (request) => ({
      data: await retireKiosk(ctx, operatorAuthor(request.caller), request.params.deviceId),
    }),
  );

  app.post(
    CONSOLE_API.kioskStaffPasskey,
    issuedOnce({
      errors: { 409: 'The kiosk is retired: it takes no staff passkey.' },
      summary: 'Issues a new staff passkey for the kiosk (the old one stops working), shown once (operator)',
      answer: ZStaffPasskeyIssued,
    }),
    async (request, reply) =>
      reply.code(201).send({
        data: await issueStaffPasskey(ctx, operatorAuthor(request.caller), request.params.deviceId),
      }),
  );

  app.post(
    CONSOLE_API.kioskBrokerAccount,
    issuedOnce({
      errors: {
        409: 'The kiosk is retired, or the server has no broker admin settings (use `kiosk:provision`).',
        503: 'The broker could not be reached or refused: nothing changed.',
      },
      summary:
        "A new password for the kiosk's broker account (its agent disconnected until it has it): the agent's environment file, shown once (operator)",
      answer: ZBrokerAccountIssued,
    }),
    async (request, reply) =>
      reply.code(201).send({
        data: await issueBrokerAccount(ctx, operatorAuthor(request.caller), request.params.deviceId),
      }),
  );

  app.post(
    CONSOLE_API.kioskPairingCode,
    issuedOnce({
      errors: { 409: 'The kiosk is retired: it cannot be paired.' },
      summary: 'A new one-time pairing code for the kiosk (30 minutes), shown once (operator)',
      answer: ZKioskPairingCode,
    }),
    async (request, reply) =>
      reply.code(201).send({
        data: await issuePairingCode(ctx, operatorAuthor(request.caller), request.params.deviceId),
      }),
  );
}

/**
 * The options of a POST that issues one new secret of a kiosk: admins only, its errors declared, the
 * kiosk in the path, answered 201 with what is shown once.
 */
function issuedOnce<TAnswer extends z.ZodType>(route: {
  errors: TDeclaredErrors;
  summary: string;
  answer: TAnswer;
}) {
  return {
    config: { ...setUpBy, ...answers(route.errors) },
    schema: {
      ...operatorOnly,
      summary: route.summary,
      params: ZDeviceParams,
      response: { 201: envelope(route.answer) },
    },
  };
}
