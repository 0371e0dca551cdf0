import type { Db } from '../db/client';

/**
 * What a stock count asks of the orders that hold a kiosk's units (docs/architecture.md, "The module
 * graph"): modules/stock sits below modules/orders and imports none of it; the app hands it these verbs
 * of orders.service.
 */
export interface OrderHolds {
  /** Inside the count's transaction: ends open orders holding the sku until `units` are free; their ids. */
  releaseForCount(tx: Db, deviceId: string, skuId: string, units: number): Promise<string[]>;
  /** After the count committed: the ended orders are counted and settle what they owe. */
  settleReleased(orderIds: string[]): Promise<void>;
}
