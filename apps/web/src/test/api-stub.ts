import { vi } from 'vitest';
import type { TOrder, TOrderSku, TTransaction, TWorkflow } from '@kiosk/contract';
import { jsonReply } from './render-app';

export type TApiCall = {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  init: RequestInit | undefined;
};
type THandler = (call: TApiCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed "METHOD /path" (the path without the query; `*` matches one
 * segment; exact paths win). Unmatched calls fail the test loudly with a 404. Returns the calls made.
 */
export const stubApi = (handlers: Record<string, THandler>) => {
  const calls: TApiCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/[.?+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
    return { method, regex, handler, isExact: !pattern.includes('*') };
  });
  // Exact paths win over patterns with `*`.
  routes.sort((a, b) => Number(b.isExact) - Number(a.isExact));
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const [path = '', search = ''] = url.split('?');
    const call = { method: init?.method ?? 'GET', url, path, query: new URLSearchParams(search), init };
    calls.push(call);
    const route = routes.find((entry) => entry.method === call.method && entry.regex.test(path));
    if (!route)
      return jsonReply(404, {
        data: { message: `No stub for ${call.method} ${path}`, description: '', code: 'not_found' },
      });
    return route.handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, pathPart: string) =>
      calls.filter((c) => c.method === method && c.path.includes(pathPart)),
  };
};

export const data = (body: unknown, status = 200) => jsonReply(status, { data: body });

export const errorReply = (status: number, message: string, description: string, code = 'conflict') =>
  jsonReply(status, { data: { message, description, code } });

export const DEVICE = 'demo-kiosk-0001';
export const ORDER_ID = '8c1c3f0e-9a51-4a8e-9a44-3a3c4b2b1a10';
export const TRANSACTION_ID = '11111111-1111-4111-8111-111111111111';

export const orderSku = (
  overrides: Partial<TOrderSku> = {},
  metadata: Partial<TOrderSku['metadata']> = {},
): TOrderSku => ({
  skuId: 'pregnancy-test',
  productId: 'pregnancy-test',
  title: 'Single test',
  itemName: 'Pregnancy Test — Single test',
  quantity: 1,
  quantityDispensed: 0,
  dispenseQuantity: 1,
  unitPrice: 899,
  metadata: {
    formUrls: [],
    isEmergencyDispense: false,
    minAge: null,
    requiresAccessCode: false,
    isReservable: false,
    ...metadata,
  },
  ...overrides,
});

export const orderOf = (overrides: Partial<TOrder> = {}): TOrder => ({
  id: ORDER_ID,
  deviceId: DEVICE,
  status: 'open',
  total: 899,
  currency: 'USD',
  skus: [orderSku()],
  quantityTotal: 1,
  quantityDispensed: 0,
  metadata: {
    isReservable: false,
    isEmergency: false,
    isTest: false,
    isPaid: false,
    isTimeout: false,
    endReason: null,
    reservationExpiresAt: null,
    isAwaitingPhone: false,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const transactionOf = (overrides: Partial<TTransaction> = {}): TTransaction => ({
  id: TRANSACTION_ID,
  orderId: ORDER_ID,
  provider: 'sandbox',
  status: 'open',
  amount: 899,
  currency: 'USD',
  refundedAmount: 0,
  paymentUrl: `http://127.0.0.1:4710/devices/${DEVICE}/orders/${ORDER_ID}/transactions/${TRANSACTION_ID}/session`,
  failureReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const workflowOf = (subType: TWorkflow['subType'], title: string, description: string): TWorkflow => ({
  type: 'authorization',
  subType,
  status: 'pending',
  sections: [{ title, description }],
});
