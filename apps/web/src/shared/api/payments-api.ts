import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { TLanguageCode, TTransaction } from '@kiosk/contract';
import { apiRequest } from './http';
import { orderPath } from './orders-api';
import { track } from '../lib/analytics/analytics';

/**
 * POST /devices/{deviceId}/orders/{orderId}/transactions?locale: opens a checkout (a second call
 * returns the open one; after a failed one it opens a new one).
 */
export const openTransaction = (deviceId: string, orderId: string, locale: TLanguageCode) =>
  apiRequest(`${orderPath(deviceId, orderId)}/transactions`, {
    method: 'POST',
    query: { locale },
    schema: (c) => c.ZTransaction,
  });

/** GET /devices/{deviceId}/orders/{orderId}/transactions/{transactionId} */
export const fetchTransaction = (
  deviceId: string,
  orderId: string,
  transactionId: string,
  signal?: AbortSignal,
) =>
  apiRequest(`${orderPath(deviceId, orderId)}/transactions/${encodeURIComponent(transactionId)}`, {
    schema: (c) => c.ZTransaction,
    signal,
  });

export const useOpenTransaction = (
  deviceId: string | null,
  orderId: string | undefined,
  locale: TLanguageCode,
) =>
  useMutation({
    mutationFn: (): Promise<TTransaction> => {
      if (!deviceId || !orderId) throw new Error('No device or order id.');
      return openTransaction(deviceId, orderId, locale);
    },
    onSuccess: (transaction) => track('payment_started', { value: transaction.amount }),
  });

export const transactionQueries = {
  /** One transaction, polled every `pollMs` while it is open (paid, failed or expired end the polling). */
  detail: (
    deviceId: string | null,
    orderId: string | undefined,
    transactionId: string | undefined,
    pollMs: number,
  ) =>
    queryOptions({
      queryKey: ['transactions', deviceId ?? '', orderId ?? '', transactionId ?? ''] as const,
      queryFn:
        deviceId && orderId && transactionId
          ? ({ signal }) => fetchTransaction(deviceId, orderId, transactionId, signal)
          : skipToken,
      refetchInterval: (query) => ((query.state.data?.status ?? 'open') === 'open' ? pollMs : false),
      refetchOnWindowFocus: false,
    }),
};

export const useTransaction = (
  deviceId: string | null,
  orderId: string | undefined,
  transactionId: string | undefined,
  pollMs: number,
) => useQuery(transactionQueries.detail(deviceId, orderId, transactionId, pollMs));
