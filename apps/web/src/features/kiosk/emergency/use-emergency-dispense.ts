import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { createEmergencyOrder, dispenseEmergencyOrder } from '../../../shared/api/emergency-api';
import { languageCodeOf } from '../../../i18n/language-code';
import i18n from '../../../i18n/i18n';
import { track } from '../../../shared/lib/analytics/analytics';

export type TEmergencyDispense =
  | { status: 'idle' }
  | { status: 'dispensing' }
  | { status: 'dispensed' }
  | { status: 'failed'; message: string; description: string };

const failureOf = (error: unknown): TEmergencyDispense => {
  if (error instanceof ApiError) {
    return { status: 'failed', message: error.message, description: error.description };
  }
  return { status: 'failed', message: i18n.t('errors.dispenseFailure'), description: '' };
};

/**
 * The emergency kit: create the free order, then dispense it. Two calls and nothing else (no
 * offers, no payment session), so it works while those services are down. A second start while
 * one runs is ignored, so a double tap never orders two kits.
 */
export const useEmergencyDispense = (deviceId: string | null) => {
  const [state, setState] = useState<TEmergencyDispense>({ status: 'idle' });
  const isRunning = useRef(false);

  const onStart = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setState({ status: 'dispensing' });
    try {
      if (!deviceId) throw new Error('This kiosk has no device id.');
      const locale = languageCodeOf(i18n.language);
      const order = await createEmergencyOrder(deviceId, locale);
      await dispenseEmergencyOrder(deviceId, order.id, locale);
      setState({ status: 'dispensed' });
      track('emergency_used', { success: true });
    } catch (error) {
      console.error('Emergency dispense failed', error);
      track('emergency_used', { success: false });
      setState(failureOf(error));
    } finally {
      isRunning.current = false;
    }
  }, [deviceId]);

  const onReset = useCallback(() => {
    if (!isRunning.current) setState({ status: 'idle' });
  }, []);

  return { state, onStart, onReset };
};
