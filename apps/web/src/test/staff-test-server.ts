import { vi } from 'vitest';
import type { TStockItem } from '@kiosk/contract';
import { jsonReply } from './render-app';

export const DEVICE = 'demo-kiosk-0001';
export const PASSKEY = 'staff-passkey-1';

export const stockItem = (skuId: string, onHand: number, extra: Partial<TStockItem> = {}): TStockItem => ({
  skuId,
  productId: skuId,
  title: skuId,
  stock: onHand,
  onHand,
  held: 0,
  slot: 'A1',
  isSlotFaulted: false,
  version: 0,
  slots: [
    {
      slotId: extra.slot ?? `${skuId}-1`,
      count: extra.onHand ?? onHand,
      capacity: Math.max(onHand, 10),
      isFaulted: extra.isSlotFaulted ?? false,
      faultReason: extra.isSlotFaulted ? 'jammed' : null,
      faultedAt: null,
      version: 0,
    },
  ],
  ...extra,
});

type THandler = (request: { method: string; url: string; body: unknown; bearer: string | null }) => Response;

/** A `fetch` stand-in answering by "METHOD /path" (query ignored); unknown calls get 404. */
export function stubApi(routes: Record<string, THandler>) {
  const calls: { method: string; url: string; body: unknown; bearer: string | null }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const bearer = headers.Authorization?.replace(/^Bearer /, '') ?? null;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body, bearer };
    calls.push(request);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    return handler
      ? handler(request)
      : jsonReply(404, { data: { message: 'Not found', description: url, code: 'not_found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
