import type { TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { getOrderView } from './orders.service';

/** How often an open stream reads the order's progress from the database. */
export const ORDER_EVENTS_READ_MS = 150;
/** A comment line this often keeps the connection (and the proxies on its way) from timing out. */
export const ORDER_EVENTS_HEARTBEAT_MS = 5_000;
/** A stream ends after this long; the client opens a new one if the order still moves. */
export const ORDER_EVENTS_MAX_MS = 60_000;

/** Statuses after which the order's progress no longer moves: the stream sends the last event and ends. */
const SETTLED_STATUSES: readonly TOrder['status'][] = [
  'dispensed',
  'dispense_failed',
  'cancelled',
  'expired',
];

export const isSettledStatus = (status: TOrder['status']): boolean => SETTLED_STATUSES.includes(status);

/** What a client must see again when it changes: the status and each line's units out. */
const progressKeyOf = (order: TOrder): string =>
  [order.status, order.quantityDispensed, ...order.skus.map((s) => s.quantityDispensed)].join(' ');

/** One server-sent event: the order, its units out so far as the id (a client may show each step). */
export const orderEventText = (order: TOrder): string =>
  `id: ${order.quantityDispensed}\nevent: order\ndata: ${JSON.stringify(order)}\n\n`;

export interface OrderEventSink {
  write(text: string): void;
  end(): void;
  /** Called once when the client goes away. */
  onClose(listener: () => void): void;
}

/**
 * Follows one order for one client: reads it from the database every ORDER_EVENTS_READ_MS and sends it
 * whenever its status or units out changed (first at once). Reading the database, not this process's
 * events, lets a stream on one API instance see a dispense another instance runs. Ends once the order
 * is settled, after ORDER_EVENTS_MAX_MS, when the client leaves, or when the order cannot be read.
 */
export function followOrder(
  ctx: Pick<AppContext, 'db' | 'log'>,
  target: { deviceId: string; orderId: string; locale: string },
  sink: OrderEventSink,
): Promise<void> {
  return new Promise((resolve) => {
    let lastKey = '';
    let isOver = false;
    let timer: NodeJS.Timeout | undefined;
    const startedAt = Date.now();
    let lastWriteAt = startedAt;
    const finish = () => {
      if (isOver) return;
      isOver = true;
      clearTimeout(timer);
      sink.end();
      resolve();
    };
    sink.onClose(finish);
    const tick = async () => {
      try {
        const order = await getOrderView(ctx.db, target.deviceId, target.orderId, target.locale);
        if (isOver) return;
        const key = progressKeyOf(order);
        if (key !== lastKey) {
          lastKey = key;
          sink.write(orderEventText(order));
          lastWriteAt = Date.now();
        } else if (Date.now() - lastWriteAt >= ORDER_EVENTS_HEARTBEAT_MS) {
          sink.write(': still here\n\n');
          lastWriteAt = Date.now();
        }
        if (isSettledStatus(order.status) || Date.now() - startedAt >= ORDER_EVENTS_MAX_MS) return finish();
      } catch (error) {
        ctx.log.warn({ err: error, orderId: target.orderId }, 'order event stream stopped');
        return finish();
      }
      timer = setTimeout(() => void tick(), ORDER_EVENTS_READ_MS);
    };
    void tick();
  });
}
