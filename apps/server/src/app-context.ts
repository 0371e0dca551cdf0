import type { FastifyBaseLogger } from 'fastify';
import type { Dispenser } from '@kiosk/device-link';
import type { Config } from './config/config';
import type { Database, Db } from './db/client';
import type { PaymentProvider } from './payments/payment-provider';
import type { Caches } from './caches';
import type { HashGate } from './lib/hash-gate';
import type { KioskMetrics } from './ports/kiosk-metrics';
import type { AlertNotifier } from './ports/alert-notifier';
import type { OrderHolds } from './ports/order-holds';
import type { SmsSender } from './sms/sms-sender';

/** What every route and service may reach: built once at start, passed down, never global. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Key for the keyed hashes (codes, phone numbers) and sandbox webhook signatures. */
  secret: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** This process among the fleet's API instances: the owner named on the dispense leases it holds. */
  instanceId: string;
  /** The provider new checkouts open with: the first PAYMENT_PROVIDER names. */
  payments: PaymentProvider;
  /**
   * Every configured provider, the checkout's first. What comes back to a transaction (its webhooks, its
   * refund) goes to the provider that took it (modules/payments/transaction-provider.ts).
   */
  paymentProviders: readonly PaymentProvider[];
  /**
   * The dispenser DISPENSER names (dispensers/create-dispenser.ts): the one motor queue and set of faults that
   * dispensing, status and the dev fault API all see. Closed with the app (the device link's broker connection).
   */
  dispenser: Dispenser;
  /** The app's counters and HTTP histogram, rendered at `GET /metrics`. */
  metrics: KioskMetrics;
  /** Sends the one-time codes: the outbox or Twilio, as SMS_PROVIDER names. */
  smsSender: SmsSender;
  /** Delivers staff alerts: e-mail, a webhook or only the outbox, as configured. */
  notifier: AlertNotifier;
  /** What the app keeps in memory, by key (caches.ts): product lists, devices, the console's rows… */
  caches: Caches;
  /** Bounds the argon2 checks of guesses (lib/hash-gate.ts). */
  hashGate: HashGate;
  /** Set on SIGTERM: `/readyz` then fails, so the proxy takes this instance out before it stops. */
  lifecycle: { isDraining: boolean };
  /** Called after an order ended or took money: settles what it owes back. Never throws. */
  onOrderEnded: (orderId: string) => Promise<void>;
  /** Called after a kiosk's stock or slots changed: its alerts are evaluated at once. Never throws. */
  onStockChanged: (deviceId: string) => void;
  /** The orders' side of a stock count: ends the orders that hold more than is left (ports/order-holds.ts). */
  orderHolds: OrderHolds;
}
