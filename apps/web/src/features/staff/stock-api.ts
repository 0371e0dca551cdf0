import { queryOptions } from '@tanstack/react-query';
import { API, fillPath, STAFF_API } from '@kiosk/contract/values';
import type { TLanguageCode, TStockUpdate, ZStockUpdateResult } from '@kiosk/contract';
import { ApiError, HttpReplyError } from '../../shared/api/api-error';
import { fetchCsv } from '../../shared/api/fetch-csv';
import { apiRequest } from '../../shared/api/http';

export type TStockUpdateResult = ReturnType<typeof ZStockUpdateResult.parse>;

/** POST /devices/{deviceId}/staff/session with the passkey: resolves when it is right. */
export const checkStaffSession = (deviceId: string, passkey: string) =>
  apiRequest(fillPath(STAFF_API.session, { deviceId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZStaffSession,
  });

/** GET /devices/{deviceId}/products/stock (docs/product.md §7, bearer). */
export const fetchStock = (deviceId: string, locale: TLanguageCode, passkey: string, signal?: AbortSignal) =>
  apiRequest(fillPath(API.stock, { deviceId }), {
    query: { locale },
    bearer: passkey,
    schema: (c) => c.ZStockItem.array(),
    signal,
  });

/** GET /devices/{deviceId}/products/stock/audit: the latest changes, newest first. */
export const fetchStockAudit = (deviceId: string, passkey: string, signal?: AbortSignal) =>
  apiRequest(fillPath(STAFF_API.stockAudit, { deviceId }), {
    bearer: passkey,
    schema: (c) => c.ZStockAuditEntry.array(),
    signal,
  });

/** Texts of docs/product.md §8 for a stock update that failed without a server reply. */
export const STOCK_UPDATE_FALLBACK = {
  message: 'Something went wrong',
  description: 'An unexpected error occurred',
} as const;

export type TStockErrorData = { message: string; description: string; code?: string; field?: string };
export type TStockUpdateReply =
  | { isOk: true; status: 200; data: TStockUpdateResult }
  | { isOk: false; status: number; data: TStockErrorData };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `data` of an error body when it has the error shape. */
const serverData = (body: unknown): TStockErrorData | null => {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.message !== 'string') return null;
  return {
    message: data.message,
    description: typeof data.description === 'string' ? data.description : '',
    ...(typeof data.code === 'string' ? { code: data.code } : {}),
    ...(typeof data.field === 'string' ? { field: data.field } : {}),
  };
};

/**
 * PUT /devices/{deviceId}/products/stock (docs/product.md §7, §8). Never throws: a failure returns the server's
 * data plus its status, or status 400 with 'Something went wrong' / 'An unexpected error occurred'.
 */
export const updateStock = async (
  deviceId: string,
  update: TStockUpdate,
  passkey: string,
): Promise<TStockUpdateReply> => {
  try {
    const data = await apiRequest(fillPath(API.stock, { deviceId }), {
      method: 'PUT',
      body: update,
      bearer: passkey,
      schema: (c) => c.ZStockUpdateResult,
    });
    return { isOk: true, status: 200, data };
  } catch (error) {
    const reply = error instanceof ApiError ? error.originalError : null;
    if (reply instanceof HttpReplyError) {
      const data = serverData(reply.body);
      if (data) return { isOk: false, status: reply.status, data };
    }
    return { isOk: false, status: 400, data: { ...STOCK_UPDATE_FALLBACK } };
  }
};

/** GET /devices/{deviceId}/staff/slot-faults */
export const fetchSlotFaults = (
  deviceId: string,
  locale: TLanguageCode,
  passkey: string,
  signal?: AbortSignal,
) =>
  apiRequest(fillPath(STAFF_API.slotFaults, { deviceId }), {
    query: { locale },
    bearer: passkey,
    schema: (c) => c.ZSlotFaults,
    signal,
  });

/** POST /devices/{deviceId}/products/stock/{skuId}/clear-fault */
export const clearSlotFault = (deviceId: string, skuId: string, passkey: string) =>
  apiRequest(fillPath(STAFF_API.clearSlotFault, { deviceId, skuId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZClearSlotFaultResult,
  });

/** PUT /devices/{deviceId}/products/stock/slots: one slot's new count (throws the server's error). */
export const setSlotCount = (deviceId: string, slotId: string, count: number, passkey: string) =>
  apiRequest(fillPath(STAFF_API.slotCounts, { deviceId }), {
    method: 'PUT',
    body: { slots: [{ slotId, count }] },
    bearer: passkey,
    schema: (c) => c.ZSlotCountUpdateResult,
  });

/** POST /devices/{deviceId}/products/stock/slots/{slotId}/clear-fault: one slot back in service. */
export const clearOneSlotFault = (deviceId: string, slotId: string, passkey: string) =>
  apiRequest(fillPath(STAFF_API.clearOneSlotFault, { deviceId, slotId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZClearOneSlotFaultResult,
  });

/**
 * POST /devices/{deviceId}/test/slots/{slotId}/dispense: the hardware check, one unit test-dispensed from
 * exactly this slot; returns when the sensor answered (throws the server's error).
 */
export const checkSlot = (deviceId: string, slotId: string, locale: TLanguageCode, passkey: string) =>
  apiRequest(fillPath(STAFF_API.slotCheck, { deviceId, slotId }), {
    method: 'POST',
    query: { locale },
    bearer: passkey,
    schema: (c) => c.ZSlotCheckResult,
  });

/** POST /devices/{deviceId}/test/orders (docs/product.md §7, bearer): a test order, never charged. */
export const createTestOrder = (
  deviceId: string,
  skuId: string,
  quantity: number,
  locale: TLanguageCode,
  passkey: string,
) =>
  apiRequest(fillPath(STAFF_API.testOrders, { deviceId }), {
    method: 'POST',
    query: { locale },
    body: { skus: [{ skuId, quantity }] },
    bearer: passkey,
    schema: (c) => c.ZOrder,
  });

/** POST /devices/{deviceId}/test/orders/{orderId}/dispense (docs/product.md §7, bearer): returns when it is done. */
export const postTestDispense = (deviceId: string, orderId: string, locale: TLanguageCode, passkey: string) =>
  apiRequest(fillPath(STAFF_API.testDispense, { deviceId, orderId }), {
    method: 'POST',
    query: { locale },
    bearer: passkey,
    schema: (c) => c.ZOrder,
  });

/** GET /devices/{deviceId}/test/orders/{orderId} (docs/product.md §7 test mode): progress while it dispenses. */
export const fetchTestOrder = (deviceId: string, orderId: string, locale: TLanguageCode, passkey: string) =>
  apiRequest(fillPath(STAFF_API.testOrder, { deviceId, orderId }), {
    query: { locale },
    bearer: passkey,
    schema: (c) => c.ZOrder,
  });

/**
 * GET /devices/{deviceId}/reports/dispensing?from&to&format=csv: the public-health report as CSV text
 * (counts only; test orders left out). Failures are normalised like every other call.
 */
export const fetchDispensingReportCsv = (
  deviceId: string,
  range: { from: string; to: string },
  locale: TLanguageCode,
  passkey: string,
): Promise<{ fileName: string; csv: string }> =>
  fetchCsv(
    fillPath(STAFF_API.dispensingReport, { deviceId }),
    { ...range, locale, format: 'csv' },
    passkey,
    `dispensing-${deviceId}.csv`,
  );

/**
 * GET /devices/{deviceId}/reports/dispensing?from&to: the same report as JSON, to show on screen (the
 * same staff bearer and the same window rules as the CSV).
 */
export const fetchDispensingReport = (
  deviceId: string,
  range: { from: string; to: string },
  locale: TLanguageCode,
  passkey: string,
  signal?: AbortSignal,
) =>
  apiRequest(fillPath(STAFF_API.dispensingReport, { deviceId }), {
    query: { ...range, locale },
    bearer: passkey,
    schema: (c) => c.ZDispensingReport,
    signal,
  });

/** Staff data is read fresh each time: no retries (a wrong passkey counts towards the lockout). */
const STAFF_QUERY = { retry: false, staleTime: 0 } as const;

/**
 * The passkey is a credential, not part of what the data is: it stays out of the query keys, so the
 * cache never holds it (and a rotated passkey reads the same entries).
 */
export const stockQueries = {
  list: (deviceId: string, passkey: string, locale: TLanguageCode) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the passkey stays out of the key
    queryOptions({
      ...STAFF_QUERY,
      queryKey: ['stock', 'list', deviceId, locale] as const,
      queryFn: ({ signal }) => fetchStock(deviceId, locale, passkey, signal),
    }),
  audit: (deviceId: string, passkey: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the passkey stays out of the key
    queryOptions({
      ...STAFF_QUERY,
      queryKey: ['stock', 'audit', deviceId] as const,
      queryFn: ({ signal }) => fetchStockAudit(deviceId, passkey, signal),
    }),
  report: (deviceId: string, passkey: string, range: { from: string; to: string }, locale: TLanguageCode) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the passkey stays out of the key
    queryOptions({
      ...STAFF_QUERY,
      queryKey: ['stock', 'report', deviceId, range.from, range.to, locale] as const,
      queryFn: ({ signal }) => fetchDispensingReport(deviceId, range, locale, passkey, signal),
    }),
  faults: (deviceId: string, passkey: string, locale: TLanguageCode) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the passkey stays out of the key
    queryOptions({
      ...STAFF_QUERY,
      queryKey: ['stock', 'faults', deviceId, locale] as const,
      queryFn: ({ signal }) => fetchSlotFaults(deviceId, locale, passkey, signal),
    }),
};
