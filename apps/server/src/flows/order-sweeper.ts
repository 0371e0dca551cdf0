import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { expireLapsedOrders } from '../modules/orders/orders.service';
import { reconcileRefunds } from '../modules/payments/refunds.service';
import { runOncePerFleet } from '../lib/fleet-lock';

/**
 * A flow: every SWEEP_INTERVAL_MS, orders expires lapsed holds, then payments refunds what ended orders
 * owe. One sweep at a time, in one instance of the fleet at a time.
 */
export function startOrderSweeper(app: FastifyInstance, ctx: AppContext): void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    runOncePerFleet(ctx.database, 'order-sweep', async () => {
      const count = await expireLapsedOrders(ctx);
      if (count) ctx.log.info({ count }, 'expired lapsed orders');
      await reconcileRefunds(ctx);
    })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'order sweep failed'))
      .finally(() => {
        isRunning = false;
      });
  }, ctx.config.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
