/** The path of a kiosk's orders: placing one (flows/orders.routes.ts), reading and cancelling them. */
export const ORDERS = '/devices/:deviceId/orders';
