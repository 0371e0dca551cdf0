import { useEffect, useRef, useState } from 'react';
import type { TOrder } from '@kiosk/contract';
import { useDeviceConfig } from '../device-config-api';
import { useDispense } from './dispense-api';
import { orderQueries, useOrder } from '../../../shared/api/orders-api';
import { useOrderEvents } from '../../../shared/api/order-events';
import { useUnitSteps } from '../../../shared/api/unit-steps';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';
import { useOrderContext } from '../order-flow/use-order-context';
import { useIdleTimerHold } from '../session/kiosk-session-context';
import {
  DISPENSE_POLL_MS,
  dispensePhaseOf,
  isFinalStatus,
  latestOrderOf,
  shownPhaseOf,
} from './dispense-progress';

/**
 * The dispense screen's data and state: starts the dispense once, follows the order while it runs (by its
 * event stream; by polling while the stream is not open, and in test mode, whose bearer a stream cannot
 * carry), holding the idle timer meanwhile, and says where it is: dispensing, complete or failed. Each
 * unit's step is shown in turn (useUnitSteps), and the complete screen waits for the last one.
 */
export const useDispenseScreen = () => {
  const { deviceId, orderId, locale } = useOrderContext();
  const { failures, dispense } = useDispense();
  const config = useDeviceConfig(deviceId);
  const [result, setResult] = useState<TOrder | undefined>();
  const failure = orderId ? failures[orderId] : undefined;
  const isSettled = Boolean(failure) || (result !== undefined && isFinalStatus(result.status));
  const testMode = useTestMode();
  const isLive = useOrderEvents(
    { deviceId, orderId, locale },
    orderQueries.detail(deviceId, orderId, locale).queryKey,
    !testMode && !isSettled,
  );
  const polled = useOrder(deviceId, orderId, locale, {
    refetchInterval: isSettled || isLive ? false : DISPENSE_POLL_MS,
    testMode,
  });
  const order = latestOrderOf(result, polled.data);
  const steps = useUnitSteps(Math.min(order?.quantityDispensed ?? 0, order?.quantityTotal ?? 0));
  const phase = shownPhaseOf(dispensePhaseOf(order, Boolean(failure)), steps.isCaughtUp);
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

  return {
    deviceId,
    order,
    phase,
    shownDispensed: steps.shown,
    failure,
    supportPhone: config.data?.supportPhone,
  };
};
