import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrder } from '@kiosk/contract';
import { jsonReply } from '../../../test/render-app';
import { ApiError } from '../../../shared/api/api-error';
import { createDispenseStore, dispenseStore, INITIAL_DISPENSE_STATE } from './dispense-api';

const ORDER_ID = '8c1c3f0e-9a51-4a8e-9a44-3a3c4b2b1a10';
const order = { id: ORDER_ID, status: 'dispensed' } as TOrder;
const request = { deviceId: 'demo-kiosk-0001', orderId: ORDER_ID, locale: 'en' as const };

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('dispense (docs/product.md §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dispenseStore.reset();
  });

  it('sets dispensing and clears the failure, then posts; success returns the data', async () => {
    const reply = deferred<TOrder>();
    const post = vi.fn(() => reply.promise);
    const store = createDispenseStore({ post, logError: vi.fn() });
    // A failure from before.
    post.mockReturnValueOnce(Promise.reject(new ApiError('Dispense failure', '', 500, null)));
    await store.dispense(request);
    expect(store.getState().failures[ORDER_ID]).toBeDefined();

    const result = store.dispense(request);
    expect(store.getState()).toEqual({ isDispensing: true, failures: {} });
    expect(post).toHaveBeenLastCalledWith('demo-kiosk-0001', ORDER_ID, 'en', null);
    reply.resolve(order);
    await expect(result).resolves.toBe(order);
    expect(store.getState()).toEqual({ isDispensing: false, failures: {} });
  });

  it('stores a failure against the order id and logs it', async () => {
    const logError = vi.fn();
    const failure = new ApiError('Dispense failure', 'Some items could not be dispensed.', 500, null);
    const store = createDispenseStore({ post: () => Promise.reject(failure), logError });
    await expect(store.dispense(request)).resolves.toBeUndefined();
    expect(store.getState()).toEqual({ isDispensing: false, failures: { [ORDER_ID]: failure } });
    expect(logError).toHaveBeenCalledWith('Dispense failed: 500 - Some items could not be dispensed.');
  });

  it('reset clears all', async () => {
    const store = createDispenseStore({
      post: () => Promise.reject(new ApiError('x', '', 500, null)),
      logError: vi.fn(),
    });
    await store.dispense(request);
    store.reset();
    expect(store.getState()).toEqual(INITIAL_DISPENSE_STATE);
  });

  it('needs a device id and an order id: otherwise logs an error and returns nothing', async () => {
    const post = vi.fn();
    const logError = vi.fn();
    const store = createDispenseStore({ post, logError });
    await expect(store.dispense({ ...request, deviceId: null })).resolves.toBeUndefined();
    await expect(store.dispense({ ...request, orderId: '' })).resolves.toBeUndefined();
    expect(post).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(2);
    expect(store.getState()).toEqual(INITIAL_DISPENSE_STATE);
  });

  it('joins a dispense already running for the order instead of posting twice', async () => {
    const reply = deferred<TOrder>();
    const post = vi.fn(() => reply.promise);
    const store = createDispenseStore({ post, logError: vi.fn() });
    const first = store.dispense(request);
    const second = store.dispense(request);
    expect(second).toBe(first);
    reply.resolve(order);
    await first;
    expect(post).toHaveBeenCalledTimes(1);
  });

  describe('over HTTP', () => {
    it('posts to the dispense endpoint and treats 200 as success', async () => {
      const fetchMock = vi.fn(async () => jsonReply(200, { data: validOrder() }));
      vi.stubGlobal('fetch', fetchMock);
      await expect(dispenseStore.dispense(request)).resolves.toMatchObject({ id: ORDER_ID });
      expect(fetchMock).toHaveBeenCalledWith(
        `/devices/demo-kiosk-0001/orders/${ORDER_ID}/dispense?locale=en`,
        expect.objectContaining({ method: 'POST' }),
      );
    });

    it('logs the status and the reply data of a 500 and stores the normalised error', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const data = { message: 'Dispense failure', description: 'Jammed.', code: 'dispense_failed' };
      vi.stubGlobal('fetch', async () => jsonReply(500, { data }));
      await expect(dispenseStore.dispense(request)).resolves.toBeUndefined();
      expect(spy).toHaveBeenCalledWith(`Dispense failed: 500 - ${JSON.stringify(data)}`);
      expect(dispenseStore.getState().failures[ORDER_ID]).toMatchObject({
        message: 'Dispense failure',
        description: 'Jammed.',
        status: 500,
      });
      spy.mockRestore();
    });

    it('uses the test endpoint with the staff bearer in test mode', async () => {
      const fetchMock = vi.fn(async () => jsonReply(200, { data: validOrder() }));
      vi.stubGlobal('fetch', fetchMock);
      await dispenseStore.dispense({ ...request, testMode: { bearer: 'staff-secret' } });
      const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
      expect(url).toBe(`/devices/demo-kiosk-0001/test/orders/${ORDER_ID}/dispense?locale=en`);
      expect(init.headers).toMatchObject({ Authorization: 'Bearer staff-secret' });
    });
  });
});

function validOrder(): TOrder {
  return {
    id: ORDER_ID,
    deviceId: 'demo-kiosk-0001',
    status: 'dispensed',
    total: 0,
    currency: 'USD',
    skus: [],
    quantityTotal: 1,
    quantityDispensed: 1,
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
  };
}
