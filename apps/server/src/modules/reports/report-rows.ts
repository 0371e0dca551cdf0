import type { TDispensingReportRow } from '@kiosk/contract';
import type {
  InterruptedCount,
  OutcomeCount,
  RefundRow,
  RefundedItem,
  StockChange,
} from './reports.repository';

type Key = { day: string; skuId: string; productId: string };

/** Rows keyed by day and sku, made on first touch with every count at 0 and the sku's item name. */
export class ReportRows {
  private readonly rows = new Map<string, TDispensingReportRow>();

  constructor(
    private readonly deviceId: string,
    private readonly currency: string,
    /** Each sku's item name, "Product — option"; a sku missing from it is named by its id. */
    private readonly itemNames: ReadonlyMap<string, string>,
  ) {}

  at({ day, skuId, productId }: Key): TDispensingReportRow {
    const id = `${day}\u0000${skuId}`;
    let row = this.rows.get(id);
    if (!row) {
      row = {
        date: day,
        deviceId: this.deviceId,
        productId,
        skuId,
        itemName: this.itemNames.get(skuId) ?? skuId,
        unitsDispensed: 0,
        paidUnits: 0,
        freeUnits: 0,
        emergencyKits: 0,
        failedDispenses: 0,
        jams: 0,
        emptySlots: 0,
        motorFaults: 0,
        interrupted: 0,
        refundedOrders: 0,
        refundedAmount: 0,
        currency: this.currency,
        stockOuts: 0,
      };
      this.rows.set(id, row);
    }
    return row;
  }

  /** Rows by date, then product, then sku. */
  sorted(): TDispensingReportRow[] {
    return [...this.rows.values()].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.productId.localeCompare(b.productId) ||
        a.skuId.localeCompare(b.skuId),
    );
  }
}

const KIND_COLUMN = { paid: 'paidUnits', free: 'freeUnits', emergency: 'emergencyKits' } as const;
const FAILURE_COLUMN: Record<string, 'jams' | 'emptySlots' | 'motorFaults'> = {
  jammed: 'jams',
  empty: 'emptySlots',
  fault: 'motorFaults',
};

export function addOutcomes(rows: ReportRows, counts: OutcomeCount[]): void {
  for (const c of counts) {
    const row = rows.at(c);
    if (c.outcome === 'dropped') {
      row.unitsDispensed += c.units;
      row[KIND_COLUMN[c.kind]] += c.units;
      continue;
    }
    const column = FAILURE_COLUMN[c.outcome];
    if (!column) continue;
    row[column] += c.units;
    row.failedDispenses += c.units;
    // A dispense that found the slot empty is a stock-out the counts did not know of.
    if (c.outcome === 'empty') row.stockOuts += c.units;
  }
}

export function addInterrupted(rows: ReportRows, counts: InterruptedCount[]): void {
  for (const c of counts) {
    const row = rows.at(c);
    row.interrupted += c.units;
    row.failedDispenses += c.units;
  }
}

/**
 * Shares each refund out over its order's undispensed items, in item order, never giving an item more
 * than it did not dispense (a remainder, which state-derived refunds never leave, goes to the last item).
 * Several refunds of one order share the same room, oldest first.
 */
export function addRefunds(rows: ReportRows, refunds: RefundRow[], items: RefundedItem[]): void {
  const room = new Map<string, { item: RefundedItem; left: number }[]>();
  const counted = new Set<string>();
  for (const item of items) {
    const list = room.get(item.orderId) ?? [];
    list.push({ item, left: item.undispensedValue });
    room.set(item.orderId, list);
  }
  for (const refund of refunds) {
    const list = room.get(refund.orderId);
    if (!list?.length) continue;
    let amount = refund.amount;
    const shares = new Map<RefundedItem, number>();
    for (const entry of list) {
      const share = Math.min(amount, entry.left);
      if (share <= 0) continue;
      entry.left -= share;
      amount -= share;
      shares.set(entry.item, share);
    }
    if (amount > 0) {
      const last = list.at(-1)!.item;
      shares.set(last, (shares.get(last) ?? 0) + amount);
    }
    for (const [item, share] of shares) {
      const row = rows.at({ day: refund.day, skuId: item.skuId, productId: item.productId });
      row.refundedAmount += share;
      const once = `${refund.day}\u0000${item.skuId}\u0000${refund.orderId}`;
      if (!counted.has(once)) row.refundedOrders += 1;
      counted.add(once);
    }
  }
}

/**
 * Stock-outs by walking back from today's counts: before each staff count the count was its `before`;
 * before each dropped unit it was one more. A non-test unit that left the count at 0 emptied the slot.
 */
export function addStockOuts(
  rows: ReportRows,
  onHand: { skuId: string; onHand: number }[],
  changes: StockChange[],
  productOf: Map<string, string>,
): void {
  const current = new Map(onHand.map((s) => [s.skuId, s.onHand]));
  for (const change of changes) {
    if (change.kind === 'count') {
      current.set(change.skuId, change.before);
      continue;
    }
    const after = current.get(change.skuId) ?? 0;
    if (after === 0 && change.isInWindow && !change.isTest) {
      const productId = productOf.get(change.skuId);
      if (productId) rows.at({ day: change.day, skuId: change.skuId, productId }).stockOuts += 1;
    }
    current.set(change.skuId, after + 1);
  }
}
