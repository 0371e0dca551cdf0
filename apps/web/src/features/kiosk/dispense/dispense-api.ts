import { useSyncExternalStore } from 'react';
import type { TLanguageCode, TOrder } from '@kiosk/contract';
import type { ApiError } from '../../../shared/api/api-error';
import { HttpReplyError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http';
import { normalizeError } from '../../../shared/api/normalize-error';
import { orderPath } from '../../../shared/api/orders-api';
import { withTestPath, type TTestMode } from '../../../shared/api/test-mode';
import { track } from '../../../shared/lib/analytics/analytics';

/** docs/product.md §4 'Dispense' state: whether a dispense runs, and the failure of each order by its id. */
export type TDispenseState = {
  isDispensing: boolean;
  failures: Record<string, ApiError>;
};

export type TDispenseRequest = {
  deviceId: string | null | undefined;
  orderId: string | null | undefined;
  locale: TLanguageCode;
  testMode?: TTestMode;
};

type TDispenseDeps = {
  post: (deviceId: string, orderId: string, locale: TLanguageCode, testMode: TTestMode) => Promise<TOrder>;
  logError: (message: string) => void;
};

export const INITIAL_DISPENSE_STATE: TDispenseState = { isDispensing: false, failures: {} };

/**
 * POST /devices/{deviceId}/orders/{orderId}/dispense?locale; test mode: POST
 * /test/orders/{orderId}/dispense with the staff bearer. Returns when every unit is out.
 */
export const postDispense = (deviceId: string, orderId: string, locale: TLanguageCode, testMode: TTestMode) =>
  apiRequest(`${withTestPath(orderPath(deviceId, orderId), testMode)}/dispense`, {
    method: 'POST',
    query: { locale },
    bearer: testMode?.bearer,
    schema: (c) => c.ZOrder,
  });

/** The `data` of the failed reply (or the error's description), for the docs/product.md §8 log line. */
const replyDataOf = (error: ApiError): string => {
  const original = error.originalError;
  if (original instanceof HttpReplyError) {
    const body = original.body;
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
    return typeof data === 'string' ? data : JSON.stringify(data);
  }
  return error.description || error.message;
};

/**
 * docs/product.md §4 'Dispense': sets dispensing and clears the order's failure, then posts. Success (status
 * 200 up to below 400) returns the order; otherwise the error is stored against the order id and
 * logged ('Dispense failed: {status} - {data}', docs/product.md §8). Reset clears all. Without a device id and
 * an order id it logs an error and returns nothing. A dispense already running for the order is
 * joined, never posted twice.
 */
const DEFAULT_DEPS: TDispenseDeps = {
  post: postDispense,
  logError: (message) => console.error(message),
};

export const createDispenseStore = (deps: TDispenseDeps = DEFAULT_DEPS) => {
  let state = INITIAL_DISPENSE_STATE;
  const listeners = new Set<() => void>();
  const running = new Map<string, Promise<TOrder | undefined>>();
  const setState = (next: TDispenseState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const dispense = ({ deviceId, orderId, locale, testMode = null }: TDispenseRequest) => {
    if (!deviceId || !orderId) {
      deps.logError('Dispense needs a device id and an order id.');
      return Promise.resolve(undefined);
    }
    const joined = running.get(orderId);
    if (joined) return joined;
    const { [orderId]: _cleared, ...failures } = state.failures;
    setState({ isDispensing: true, failures });
    const run = deps.post(deviceId, orderId, locale, testMode).then(
      (order): TOrder => {
        setState({ ...state, isDispensing: false });
        track('dispense_done', { quantity: order.quantityDispensed, success: true });
        return order;
      },
      (error: unknown): undefined => {
        const failure = normalizeError(error);
        deps.logError(`Dispense failed: ${failure.status} - ${replyDataOf(failure)}`);
        track('dispense_failed', { errorCode: failure.status, success: false });
        setState({ isDispensing: false, failures: { ...state.failures, [orderId]: failure } });
        return undefined;
      },
    );
    running.set(orderId, run);
    void run.finally(() => running.delete(orderId));
    return run;
  };

  return {
    getState: (): TDispenseState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispense,
    reset: () => setState(INITIAL_DISPENSE_STATE),
  };
};

export type TDispenseStore = ReturnType<typeof createDispenseStore>;

/** The app's one dispense state (one machine dispenses one order at a time). */
export const dispenseStore = createDispenseStore();

/** The dispense state and its actions. */
export const useDispense = (store: TDispenseStore = dispenseStore) => {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, dispense: store.dispense, reset: store.reset };
};
