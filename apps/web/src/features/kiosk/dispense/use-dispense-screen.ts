import { useEffect, useRef, useState } from 'react';
import type { TOrder } from '@kiosk/contract';
import { useDeviceConfig } from '../../../shared/api/device-config-api';
import { useDispense } from '../../../shared/api/dispense-api';
import { useOrder } from '../../../shared/api/orders-api';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';
import { useOrderContext } from '../order-flow/use-order-context';
import { useIdleTimerHold } from '../session/kiosk-session-context';
import { DISPENSE_POLL_MS, dispensePhaseOf, isFinalStatus, latestOrderOf } from './dispense-progress';

/**
 * The dispense screen's data and state: starts the dispense once, polls the order while it runs
 * (holding the idle timer meanwhile), and says where it is: dispensing, complete or failed.
 */
export const useDispenseScreen = () => {
  const { deviceId, orderId, locale } = useOrderContext();
  const { failures, dispense } = useDispense();
  const config = useDeviceConfig(deviceId);
  const [result, setResult] = useState<TOrder | undefined>();
  const failure = orderId ? failures[orderId] : undefined;
  const isSettled = Boolean(failure) || (result !== undefined && isFinalStatus(result.status));
  const testMode = useTestMode();
  const polled = useOrder(deviceId, orderId, locale, {
    refetchInterval: isSettled ? false : DISPENSE_POLL_MS,
    testMode,
  });
  const order = latestOrderOf(result, polled.data);
  const phase = dispensePhaseOf(order, Boolean(failure));
  // Items are dropping: the session must not time out and leave the screen mid-dispense.
  useIdleTimerHold(!isSettled);

  const hasStarted = useRef(false);
  const { refetch } = polled;
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const run = dispense({ deviceId, orderId, locale, testMode });
    // Without a device id nothing dispenses: the dispense store logs the error, the screen says why.
    if (!deviceId || !orderId) return;
    void run.then((dispensed) => {
      if (dispensed) setResult(dispensed);
      void refetch();
    });
  }, [deviceId, orderId, locale, dispense, refetch, testMode]);

  return { deviceId, order, phase, failure, supportPhone: config.data?.supportPhone };
};
