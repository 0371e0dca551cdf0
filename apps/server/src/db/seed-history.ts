import { randomUUID } from 'node:crypto';
import type { Db } from './client';
import { dispenseEvents, orderItems, orders, paymentTransactions, refunds, stockAudit } from './schema';

/** One past order of one sku on one kiosk, for demo and bench data (never in tests of the rules). */
export interface PastOrder {
  skuId: string;
  at: Date;
  /** Single packages that dropped; `failed` more that jammed (refunded when the order was paid). */
  units: number;
  failed?: number;
  unitPrice: number;
  isEmergency: boolean;
  slot: string | null;
}

export interface PastCount {
  skuId: string;
  at: Date;
  before: number;
  after: number;
}

const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Writes a kiosk's past: ended orders with their items and unit outcomes (and the refund of a paid order
 * whose units failed), and staff counts in the stock audit. On-hand counts are left to the caller.
 */
export async function insertHistory(
  db: Db,
  deviceId: string,
  currency: string,
  past: PastOrder[],
  counts: PastCount[],
): Promise<void> {
  const rows: HistoryRows = { orders: [], items: [], events: [], transactions: [], refunds: [] };
  for (const order of past) addPastOrder(rows, deviceId, currency, order);
  await inBatches(rows.orders, (batch) => db.insert(orders).values(batch));
  await inBatches(rows.items, (batch) => db.insert(orderItems).values(batch));
  await inBatches(rows.events, (batch) => db.insert(dispenseEvents).values(batch));
  await inBatches(rows.transactions, (batch) => db.insert(paymentTransactions).values(batch));
  await inBatches(rows.refunds, (batch) => db.insert(refunds).values(batch));
  await inBatches(
    counts.map((c) => ({
      deviceId,
      skuId: c.skuId,
      actor: 'staff',
      before: c.before,
      after: c.after,
      reason: 'staff count',
      createdAt: c.at,
    })),
    (batch) => db.insert(stockAudit).values(batch),
  );
}

/** The rows of a kiosk's past, per table, inserted table by table in batches. */
interface HistoryRows {
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  events: (typeof dispenseEvents.$inferInsert)[];
  transactions: (typeof paymentTransactions.$inferInsert)[];
  refunds: (typeof refunds.$inferInsert)[];
}

/** One past order: its row, its item, an event per unit, and the refund of its failed units if it was paid. */
function addPastOrder(rows: HistoryRows, deviceId: string, currency: string, order: PastOrder): void {
  const id = randomUUID();
  const failed = order.failed ?? 0;
  const quantity = order.units + failed;
  const total = quantity * order.unitPrice;
  rows.orders.push({
    id,
    deviceId,
    status: failed ? 'dispense_failed' : 'dispensed',
    total,
    currency,
    isEmergency: order.isEmergency,
    paidAt: total > 0 ? order.at : null,
    createdAt: order.at,
    updatedAt: order.at,
  });
  rows.items.push({
    orderId: id,
    skuId: order.skuId,
    quantity,
    quantityDispensed: order.units,
    unitPrice: order.unitPrice,
  });
  for (let unit = 0; unit < quantity; unit++) {
    rows.events.push({
      orderId: id,
      deviceId,
      skuId: order.skuId,
      slot: order.slot,
      unitIndex: unit,
      outcome: unit < order.units ? 'dropped' : 'jammed',
      createdAt: new Date(order.at.getTime() + (unit + 1) * 2_000),
    });
  }
  if (failed && total > 0) addRefund(rows, { orderId: id, currency, order, total, failed });
}

function addRefund(
  rows: HistoryRows,
  {
    orderId,
    currency,
    order,
    total,
    failed,
  }: {
    orderId: string;
    currency: string;
    order: PastOrder;
    total: number;
    failed: number;
  },
): void {
  const transactionId = randomUUID();
  rows.transactions.push({
    id: transactionId,
    orderId,
    provider: 'sandbox',
    providerRef: `seed_${orderId}`,
    status: 'paid',
    amount: total,
    currency,
    paymentUrl: 'about:blank',
    refundedAmount: failed * order.unitPrice,
    createdAt: order.at,
    updatedAt: order.at,
  });
  rows.refunds.push({
    id: randomUUID(),
    transactionId,
    orderId,
    amount: failed * order.unitPrice,
    reason: 'dispense_failed',
    status: 'succeeded',
    createdAt: new Date(order.at.getTime() + 60_000),
  });
}

/** A small seeded random source (mulberry32): the same kiosk gets the same history every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A kiosk's sku as the simulation sees it. */
export interface SimulatedSku {
  skuId: string;
  slot: string | null;
  unitPrice: number;
  isEmergency: boolean;
  capacity: number;
  /** Mean units a day. */
  rate: number;
  /** Staff restock to capacity when fewer than this are left (no restock in the last `noRestockDays`). */
  restockBelow: number;
}

/**
 * Simulates `days` days of a kiosk up to `now`: each day a few orders per sku (units at random around the
 * rate), a staff count back to capacity when a sku runs low, a jam now and then when `jamRate` is given.
 * Returns the orders, the counts, and what is on hand at the end.
 */
export function simulateKiosk(
  skusOf: SimulatedSku[],
  options: {
    now: Date;
    days: number;
    seed: number;
    jamRate?: number;
    noRestockDays?: Record<string, number>;
  },
): { past: PastOrder[]; counts: PastCount[]; onHand: Record<string, number> } {
  const random = seededRandom(options.seed);
  const past: PastOrder[] = [];
  const counts: PastCount[] = [];
  const onHand: Record<string, number> = {};
  const dayMs = 86_400_000;
  const startDay = Math.floor(options.now.getTime() / dayMs) - options.days + 1;
  for (const sku of skusOf) {
    let left = sku.capacity;
    for (let day = 0; day < options.days; day++) {
      const dayStart = (startDay + day) * dayMs;
      const isLastDays = day >= options.days - (options.noRestockDays?.[sku.skuId] ?? 0);
      if (left < sku.restockBelow && !isLastDays) {
        const at = new Date(dayStart + 15 * 3_600_000);
        if (at < options.now) {
          counts.push({ skuId: sku.skuId, at, before: left, after: sku.capacity });
          left = sku.capacity;
        }
      }
      let units = Math.round(sku.rate * (0.5 + random()));
      while (units > 0 && left > 0) {
        const at = new Date(dayStart + (16 + random() * 11) * 3_600_000);
        if (at >= options.now) break;
        const isJam = random() < (options.jamRate ?? 0);
        past.push({
          skuId: sku.skuId,
          at,
          units: isJam ? 0 : 1,
          failed: isJam ? 1 : 0,
          unitPrice: sku.unitPrice,
          isEmergency: sku.isEmergency,
          slot: sku.slot,
        });
        if (!isJam) left--;
        units--;
      }
    }
    onHand[sku.skuId] = left;
  }
  return { past, counts, onHand };
}
