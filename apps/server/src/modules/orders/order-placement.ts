import { randomUUID } from 'node:crypto';
import type { TOrder, TOrderCreate } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import type { OrderPlacer } from './hold-limits';
import { notSoldHere, outOfStock } from './order-errors';
import { toOrderView } from './order-view';
import {
  findFreeUnits,
  type CreatedOrder,
  type NewOrder,
  type NewOrderItem,
  type SkuRow,
} from './orders.repository';

/**
 * Orders' part of placing an order (flows/place-order.ts runs it with stock's holds): the lines checked
 * from the values the caller read of the catalogue, the rows to write, the refusal, the view. No other
 * module's code runs here.
 */

export interface CreateOptions {
  locale: string;
  isReservable: boolean;
  isTest: boolean;
  placer: OrderPlacer;
}

/** A sku the kiosk offers, as the catalogue stores it, and its unit price there (null: none). */
export interface OfferedSku {
  sku: SkuRow & { productTitles: Record<string, string> };
  unitPrice: number | null;
}

/** One line of an order to create: its sku as stored, its title in the order's locale, and its price. */
export interface OrderLine {
  index: number;
  sku: OfferedSku['sku'];
  title: string;
  quantity: number;
  unitPrice: number;
}

/** What placing writes: the order, its items and workflows, and the lines it holds units for. */
export interface OrderToWrite {
  order: NewOrder;
  items: NewOrderItem[];
  workflows: string[];
  lines: OrderLine[];
}

/** Workflows an order needs from its skus: age for a minimum age, code for an access code. */
const requiredWorkflows = (skus: { minAge: number | null; requiresAccessCode: boolean }[]): string[] => [
  ...(skus.some((s) => s.minAge !== null) ? ['age-authorization'] : []),
  ...(skus.some((s) => s.requiresAccessCode) ? ['code-authorization'] : []),
];

/** The order to write from the offered skus: every line checked, an emergency kit on its own. */
export function prepareOrder(
  ctx: Pick<AppContext, 'config' | 'now'>,
  device: DeviceRow,
  offered: OfferedSku[],
  input: TOrderCreate,
  options: CreateOptions,
): OrderToWrite {
  const lines = orderLines(offered, input, options);
  const isEmergency = lines.some((l) => l.sku.isEmergencyDispense);
  if (isEmergency && lines.length > 1) throw validation('skus', 'an emergency kit is ordered on its own');
  const order = newOrder(ctx, device, lines, isEmergency, options);
  const items = lines.map((l) => ({ skuId: l.sku.id, quantity: l.quantity, unitPrice: l.unitPrice }));
  const workflows = isEmergency ? [] : requiredWorkflows(lines.map((l) => l.sku));
  return { order, items, workflows, lines };
}

/**
 * The order's lines, each checked: offered here, within the sku's limit, priced (the caller's price: the
 * kiosk's, else the catalogue's; a test order's is zero), reservable if it must be.
 */
function orderLines(offered: OfferedSku[], input: TOrderCreate, options: CreateOptions): OrderLine[] {
  // Whether the kiosk has a stock row for an offered sku, the holds find out (none: not sold here).
  const found = new Map(offered.map((o) => [o.sku.id, o]));
  return input.skus.map((line, index) => {
    const entry = found.get(line.skuId);
    if (!entry) throw notSoldHere(index);
    const { sku } = entry;
    const title = pickText(sku.titles, options.locale);
    if (line.quantity > sku.dispenseQuantity) {
      throw new AppError({
        code: 'validation',
        status: 400,
        message: 'error.quantity',
        description: 'error.quantity.description',
        params: { max: sku.dispenseQuantity, title },
        field: `skus.${index}.quantity`,
      });
    }
    const unitPrice = options.isTest ? 0 : entry.unitPrice;
    if (unitPrice === null) {
      throw new AppError({
        code: 'conflict',
        status: 409,
        message: 'error.priceUnavailable',
        description: 'error.priceUnavailable.description',
        params: { title },
      });
    }
    if (options.isReservable && !sku.isReservable)
      throw validation(`skus.${index}.skuId`, 'cannot be reserved');
    return { index, sku, title, quantity: line.quantity, unitPrice };
  });
}

/** The order's row as it is written: open, its units held for the hold time from now. */
function newOrder(
  ctx: Pick<AppContext, 'config' | 'now'>,
  device: DeviceRow,
  lines: OrderLine[],
  isEmergency: boolean,
  options: CreateOptions,
): NewOrder {
  const now = ctx.now();
  return {
    id: randomUUID(),
    deviceId: device.id,
    status: 'open',
    total: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    currency: device.currency,
    locale: options.locale,
    isReservable: options.isReservable,
    isEmergency,
    isTest: options.isTest,
    clientKey: options.placer.key,
    // A reservation from outside holds nothing until its phone confirms it (reservations/reserve-phone).
    awaitingPhone: options.isReservable && options.placer.isOutside,
    holdExpiresAt: new Date(now.getTime() + ctx.config.orderHoldTtlMs),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Why lines could not be held, from what is free now, where no lock is needed to say it: a line not sold
 * here, or one asking more than is free (never an emergency kit: holds left by others may give way to it).
 * Null when every line looks free now: the caller then tries under its locks.
 */
export async function refusalOf(db: Db, deviceId: string, lines: OrderLine[]): Promise<AppError | null> {
  const free = await findFreeUnits(
    db,
    deviceId,
    lines.map((l) => l.sku.id),
  );
  for (const line of lines) {
    const units = free.get(line.sku.id);
    if (units === undefined) return notSoldHere(line.index);
    if (!line.sku.isEmergencyDispense && units < line.quantity) return outOfStock(line.title, line.quantity);
  }
  return null;
}

/** The view of a placed order from what was written and returned: no read after it (no reservation yet). */
export function placedOrderView(created: CreatedOrder, lines: OrderLine[], locale: string): TOrder {
  const skuOf = new Map(lines.map((l) => [l.sku.id, l.sku]));
  const itemViews = created.items
    .sort((a, b) => a.id - b.id)
    .map((item) => {
      const { productTitles, ...sku } = skuOf.get(item.skuId)!;
      return { item, sku, productTitles };
    });
  return toOrderView(created.order, itemViews, locale, null);
}
