import { useEffect, useState } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode, TOrder } from '@kiosk/contract';
import { buildUrl, loadContract } from './http';

/** Statuses after which the order no longer moves: the server ends the stream, the client closes it. */
const SETTLED_STATUSES: readonly TOrder['status'][] = [
  'dispensed',
  'dispense_failed',
  'cancelled',
  'expired',
];

export type TOrderEventHandlers = {
  /** Each order the stream sends, parsed by the contract, in the order they came. */
  onOrder: (order: TOrder) => void;
  /** True while the stream is open (then the caller need not poll), false when it is not. */
  onLive: (isLive: boolean) => void;
};

/**
 * Follows GET …/orders/{orderId}/events (server-sent events) with the browser's EventSource. Both of its
 * callers' credentials are cookies the browser sends itself (the kiosk's, the phone's order capability),
 * so nothing secret goes in the address. Returns the function that closes it. Where EventSource is
 * missing, or the server refuses the stream, it reports not live and the caller polls instead.
 */
export function followOrderEvents(
  target: { deviceId: string; orderId: string; locale: TLanguageCode },
  { onOrder, onLive }: TOrderEventHandlers,
): () => void {
  if (typeof EventSource === 'undefined') {
    onLive(false);
    return () => undefined;
  }
  const path = fillPath(API.orderEvents, { deviceId: target.deviceId, orderId: target.orderId });
  const source = new EventSource(buildUrl(path, { locale: target.locale }));
  let parsing = Promise.resolve();
  source.addEventListener('open', () => onLive(true));
  source.addEventListener('order', (event) => {
    const text = (event as MessageEvent<string>).data;
    // One after the other, so the orders reach the caller in the order they came.
    parsing = parsing.then(async () => {
      const contract = await loadContract();
      const order = contract.ZOrder.parse(JSON.parse(text));
      if (SETTLED_STATUSES.includes(order.status)) source.close();
      onOrder(order);
    });
    parsing = parsing.catch(() => undefined);
  });
  // A lost connection: EventSource opens it again by itself (its 'open' says live again); meanwhile poll.
  source.addEventListener('error', () => onLive(false));
  return () => source.close();
}

/**
 * Keeps the order query under `queryKey` up to date from the order's event stream while `isEnabled`.
 * Returns whether the stream is live: while it is not, the caller keeps polling.
 */
export function useOrderEvents(
  target: { deviceId: string | null | undefined; orderId: string | null | undefined; locale: TLanguageCode },
  queryKey: QueryKey,
  isEnabled: boolean,
): boolean {
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);
  const { deviceId, orderId, locale } = target;
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!isEnabled || !deviceId || !orderId) return;
    const key = JSON.parse(keyText) as QueryKey;
    const close = followOrderEvents(
      { deviceId, orderId, locale },
      { onOrder: (order) => queryClient.setQueryData(key, order), onLive: setLive },
    );
    return () => {
      close();
      setLive(false);
    };
  }, [isEnabled, deviceId, orderId, locale, keyText, queryClient]);
  return isLive;
}
