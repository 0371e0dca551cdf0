import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RELEASES_API,
  ZRollout,
  ZRolloutAction,
  ZRolloutCreate,
  ZRolloutParams,
  ZRolloutSummaries,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { consoleScope, operatorOnly } from '../console/console-scope';
import { createRollout, rolloutAction, rolloutDetail, rolloutList } from './rollouts.service';

const operatorName = (caller: { kind: string; name?: string }) => caller.name ?? caller.kind;

/** The console's roll-outs: start one, watch each kiosk's state, pause, resume, halt or advance it. */
export const consoleRolloutsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      RELEASES_API.rollouts,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: 'The roll-outs, newest first, with kiosks per state (operator)',
          response: { 200: envelope(ZRolloutSummaries) },
        },
      },
      async () => ({ data: await rolloutList(ctx) }),
    );

    app.post(
      RELEASES_API.rollouts,
      {
        config: { ...operatorAs('operator'), ...answers({ 409: 'Another roll-out is running or paused.' }) },
        schema: {
          ...operatorOnly,
          summary:
            'Start a roll-out of an uploaded release: canaries by name, then percentage stages; one at a time (operator)',
          body: ZRolloutCreate,
          response: { 200: envelope(ZRollout) },
        },
      },
      async (request) => ({ data: await createRollout(ctx, request.body, operatorName(request.caller)) }),
    );

    app.get(
      RELEASES_API.rollout,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: "A roll-out with each kiosk's stage, state and reason (operator)",
          params: ZRolloutParams,
          response: { 200: envelope(ZRollout) },
        },
      },
      async (request) => ({ data: await rolloutDetail(ctx, request.params.rolloutId) }),
    );

    app.post(
      RELEASES_API.rolloutAction,
      {
        config: {
          ...operatorAs('operator'),
          ...answers({ 409: 'The roll-out cannot take this action from its state (a completed one, say).' }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Pause, resume or halt a roll-out, or start its next stage now (advance: a running one only) (operator)',
          params: ZRolloutParams,
          body: ZRolloutAction,
          response: { 200: envelope(ZRollout) },
        },
      },
      async (request) => ({
        data: await rolloutAction(
          ctx,
          request.params.rolloutId,
          request.body.action,
          operatorName(request.caller),
        ),
      }),
    );
  };
