import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { runOncePerFleet } from '../../lib/fleet-lock';
import { deliverDueMessages } from './alert-delivery';
import { evaluateAlerts } from './alerts.service';
import { deleteExpiredOperatorSessions } from './operator-auth.service';

/**
 * Every ALERT_SWEEP_INTERVAL_MS, in one instance of the fleet at a time: raises and clears the console's
 * alerts for every kiosk, retries the alert messages that are due, and drops expired operator sessions.
 */
export function startAlertSweeper(app: FastifyInstance, ctx: AppContext): void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    runOncePerFleet(ctx.database, 'console-alerts', async () => {
      const { raised, cleared } = await evaluateAlerts(ctx);
      if (raised || cleared) ctx.log.info({ raised, cleared }, 'console alerts');
      await deliverDueMessages(ctx);
      await deleteExpiredOperatorSessions(ctx);
    })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'console alert sweep failed'))
      .finally(() => {
        isRunning = false;
      });
  }, ctx.config.alertSweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
