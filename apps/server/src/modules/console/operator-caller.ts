import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TOperatorSession } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { bearerOf } from '../../http/bearer';
import { requireOperator } from './operator-auth.service';

type Operator = TOperatorSession & { operatorId: string };
const operatorsOf = new WeakMap<FastifyRequest, Operator>();

/**
 * Every route of the plugin it is called in takes an operator session bearer and nothing else (a staff
 * passkey, a kiosk or no credential: 401 before the handler). Call it first in the plugin.
 */
export function requireOperatorOnEveryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    operatorsOf.set(request, await requireOperator(ctx, bearerOf(request)));
  });
}

/** The operator a console route was let in with. */
export function operatorOf(request: FastifyRequest): Operator {
  const operator = operatorsOf.get(request);
  if (!operator) throw new Error('operatorOf: the route does not take the operator credential');
  return operator;
}
