import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { runOncePerFleet } from '../../lib/fleet-lock';
import { reconcileInterruptedDispenses } from './dispensing.service';

/**
 * Every half lease, in one instance of the fleet at a time: takes over the dispenses whose instance stopped renewing their lease, so no order
 * stays 'dispensing' much longer than its lease (plus one look-up of the unconfirmed unit).
 */
export function startLeaseSweeper(app: FastifyInstance, ctx: AppContext): void {
  let isRunning = false;
  const timer = setInterval(
    () => {
      if (isRunning) return;
      isRunning = true;
      runOncePerFleet(ctx.database, 'dispense-lease-sweep', () => reconcileInterruptedDispenses(ctx))
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'dispense lease sweep failed'))
        .finally(() => {
          isRunning = false;
        });
    },
    Math.max(250, Math.floor(ctx.config.dispenseLeaseMs / 2)),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
