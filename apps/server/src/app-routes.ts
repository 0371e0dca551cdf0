import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { healthRoutes } from './modules/health/health.routes';
import { flagsRoutes } from './modules/flags/flags.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderPhoneLinkRoutes } from './modules/orders/order-phone-link.routes';
import { orderCancellationRoutes } from './modules/orders/order-cancellation.routes';
import { testOrdersRoutes } from './modules/orders/test-orders.routes';
import { workflowsRoutes } from './modules/workflows/workflows.routes';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { reservePhoneRoutes } from './modules/reservations/reserve-phone.routes';
import { reservationPickupRoutes } from './modules/reservations/reservation-pickup.routes';
import { transactionsRoutes } from './modules/payments/transactions.routes';
import { checkoutSessionRoutes } from './modules/payments/checkout-session.routes';
import { paymentWebhooksRoutes } from './modules/payments/payment-webhooks.routes';
import { dispensingRoutes } from './modules/dispensing/dispensing.routes';
import { discountOffersRoutes } from './modules/discounts/discount-offers.routes';
import { discountPhoneRoutes } from './modules/discounts/discount-phone.routes';
import { discountRedemptionRoutes } from './modules/discounts/discount-redemption.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { kioskPairingRoutes } from './modules/kiosks/kiosk-pairing.routes';
import { kioskPairingCodesRoutes } from './modules/kiosks/kiosk-pairing-codes.routes';
import { kioskCredentialsRoutes } from './modules/kiosks/kiosk-credentials.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { consoleSessionRoutes } from './modules/console/console-session.routes';
import { consoleFleetRoutes } from './modules/console/console-fleet.routes';
import { consoleChartsRoutes } from './modules/console/console-charts.routes';
import { consoleAlertsRoutes } from './modules/console/console-alerts.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { dispenserDevRoutes } from './devices/dispenser-dev.routes';
import { outboxRoutes } from './sms/outbox.routes';
import { sandboxPayRoutes } from './modules/payments/sandbox-pay.routes';

/**
 * Every set of routes of the API, in the order Fastify registers them (buildApp's registerApiDocument comes
 * first so the document sees them all). The dispenser's dev routes only outside production.
 */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(ctx));
  await app.register(flagsRoutes(ctx));
  await app.register(devicesRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(stockRoutes(ctx));
  await app.register(ordersRoutes(ctx));
  await app.register(orderPhoneLinkRoutes(ctx));
  await app.register(orderCancellationRoutes(ctx));
  await app.register(testOrdersRoutes(ctx));
  await app.register(workflowsRoutes(ctx));
  await app.register(reservationsRoutes(ctx));
  await app.register(reservePhoneRoutes(ctx));
  await app.register(reservationPickupRoutes(ctx));
  await app.register(transactionsRoutes(ctx));
  await app.register(checkoutSessionRoutes(ctx));
  await app.register(paymentWebhooksRoutes(ctx));
  await app.register(dispensingRoutes(ctx));
  await app.register(discountOffersRoutes(ctx));
  await app.register(discountPhoneRoutes(ctx));
  await app.register(discountRedemptionRoutes(ctx));
  await app.register(staffRoutes(ctx));
  await app.register(kioskPairingRoutes(ctx));
  await app.register(kioskPairingCodesRoutes(ctx));
  await app.register(kioskCredentialsRoutes(ctx));
  await app.register(reportsRoutes(ctx));
  await app.register(consoleSessionRoutes(ctx));
  await app.register(consoleFleetRoutes(ctx));
  await app.register(consoleChartsRoutes(ctx));
  await app.register(consoleAlertsRoutes(ctx));
  await app.register(analyticsRoutes(ctx));
  await app.register(metricsRoutes(ctx));
  await app.register(backupRoutes(ctx));
  if (ctx.config.env !== 'production') await app.register(dispenserDevRoutes(ctx));
  await app.register(outboxRoutes(ctx));
  await app.register(sandboxPayRoutes(ctx));
}
