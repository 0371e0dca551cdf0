import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config';
import type { Database, Db } from './db/client';
import type { PaymentProvider } from './payments/payment-provider';
import type { Caches } from './caches';
import type { HashGate } from './lib/hash-gate';

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
  payments: PaymentProvider;
  /** Product lists, devices, kiosk credentials and skus, each dropped on a committed write it depends on. */
  caches: Caches;
  /** Bounds the argon2 checks of guesses (lib/hash-gate.ts). */
  hashGate: HashGate;
  /** Called after an order ended or took money: settles what it owes back. Never throws. */
  onOrderEnded: (orderId: string) => Promise<void>;
}
