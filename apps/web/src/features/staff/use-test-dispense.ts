import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLanguageCode, TOrder } from '@kiosk/contract';
import { ApiError } from '../../shared/api/api-error';
import { createTestOrder, fetchTestOrder, postTestDispense } from './stock-api';

/** How often progress is read while the dispense call runs. */
export const PROGRESS_POLL_MS = 500;

export type TTestDispenseState =
  | { phase: 'idle' }
  | { phase: 'dispensing'; dispensed: number; total: number }
  | { phase: 'done'; order: TOrder }
  | { phase: 'failed'; message: string; description: string; dispensed: number; total: number };

/**
 * A test dispense: POST a test order, POST its test dispense (which returns when every unit is out or
 * one fails) and meanwhile poll GET /test/orders/{id} for "item X of Y".
 */
export function useTestDispense(deviceId: string, passkey: string, locale: TLanguageCode) {
  const [state, setState] = useState<TTestDispenseState>({ phase: 'idle' });
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (skuId: string, quantity: number) => {
      let total = quantity;
      let dispensed = 0;
      let timer: ReturnType<typeof setInterval> | null = null;
      let orderId: string | null = null;
      const update = (next: TTestDispenseState) => {
        if (isMounted.current) setState(next);
      };
      update({ phase: 'dispensing', dispensed, total });
      try {
        const order = await createTestOrder(deviceId, skuId, quantity, locale, passkey);
        total = order.quantityTotal;
        orderId = order.id;
        timer = setInterval(() => {
          fetchTestOrder(deviceId, order.id, locale, passkey).then(
            (current) => {
              if (timer === null) return;
              dispensed = current.quantityDispensed;
              update({ phase: 'dispensing', dispensed, total: current.quantityTotal });
            },
            () => undefined,
          );
        }, PROGRESS_POLL_MS);
        const done = await postTestDispense(deviceId, order.id, locale, passkey);
        update({ phase: 'done', order: done });
      } catch (error) {
        if (timer !== null) clearInterval(timer);
        timer = null;
        const failure = error instanceof ApiError ? error : null;
        if (orderId) {
          // What did drop before the failure.
          const last = await fetchTestOrder(deviceId, orderId, locale, passkey).catch(() => null);
          if (last) dispensed = last.quantityDispensed;
        }
        update({
          phase: 'failed',
          message: failure?.message ?? String(error),
          description: failure?.description ?? '',
          dispensed,
          total,
        });
      } finally {
        if (timer !== null) clearInterval(timer);
        timer = null;
      }
    },
    [deviceId, passkey, locale],
  );

  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
