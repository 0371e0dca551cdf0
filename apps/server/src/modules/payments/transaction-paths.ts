/** The path of an order's payment transactions: opening a checkout (flows/transactions.routes.ts), its session. */
export const TRANSACTIONS = '/devices/:deviceId/orders/:orderId/transactions';
