// The gathering file: every table of the database, for drizzle-kit (drizzle.config.ts), seeds, migrations
// and tests. Each table lives in the schema file of the module that writes it (docs/architecture.md,
// where tables live); only that module imports it, others ask its service.
export * from '../modules/devices/devices.schema';
export * from '../modules/catalog/catalog.schema';
export * from '../modules/stock/stock.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/dispensing/dispensing.schema';
export * from '../modules/workflows/workflows.schema';
export * from '../modules/reservations/reservations.schema';
export * from '../modules/offers/offers.schema';
export * from '../modules/flags/flags.schema';
export * from '../modules/analytics/analytics.schema';
export * from '../lib/throttles.schema';
export * from '../sms/sms.schema';
export * from '../modules/console/console.schema';
export * from '../modules/kiosks/kiosks.schema';
export * from '../modules/releases/releases.schema';
export * from '../modules/audit/audit.schema';
