import { useCallback, useRef, useState } from 'react';
import { GATEWAY_STATUSES } from '../../../shared/api/api-answers';
import { ApiError } from '../../../shared/api/api-error';
import { dispenseKitThroughAgent } from '../../../shared/api/agent-api';
import {
  EMERGENCY_SKU_ID,
  createEmergencyOrder,
  dispenseEmergencyOrder,
} from '../../../shared/api/emergency-api';
import { NO_REPLY_STATUS } from '../../../shared/api/normalize-error';
import { languageCodeOf } from '../../../i18n/language-code';
import i18n from '../../../i18n/i18n';
import { track } from '../../../shared/lib/analytics/analytics';

export type TEmergencyDispense =
  | { status: 'idle' }
  | { status: 'dispensing' }
  | { status: 'dispensed' }
  | { status: 'failed'; message: string; description: string };

/** How long the emergency order may take before the kiosk stops waiting for the API. */
const ORDER_TIMEOUT_MS = 8_000;

const failureOf = (error: unknown): TEmergencyDispense => {
  if (error instanceof ApiError) {
    return { status: 'failed', message: error.message, description: error.description };
  }
  return { status: 'failed', message: i18n.t('errors.dispenseFailure'), description: '' };
};

/** The API could not be reached (no reply, the timeout, a gateway error); never a 4xx or a dispense it refused. */
const isUnreachable = (error: unknown, isCreate: boolean): boolean => {
  if (error instanceof DOMException && error.name === 'TimeoutError') return true;
  if (!(error instanceof ApiError)) return false;
  return error.status === NO_REPLY_STATUS || (isCreate && GATEWAY_STATUSES.includes(error.status));
};

const newSessionId = () => crypto.randomUUID();

/**
 * The emergency kit: create the free order, then dispense it. Two calls and nothing else (no
 * offers, no payment session), so it works while those services are down. When the API cannot be
 * reached at all, the kit comes from the device agent on the kiosk's own PC (`agentOrigin` of the device
 * config, docs/device-agent.md), one kit per emergency session: a retry in the same session never gives a
 * second kit. A second start while one runs is ignored, so a double tap never orders two kits.
 */
export const useEmergencyDispense = (deviceId: string | null, agentOrigin: string | null = null) => {
  const [state, setState] = useState<TEmergencyDispense>({ status: 'idle' });
  const isRunning = useRef(false);
  const sessionId = useRef<string>(newSessionId());

  const throughAgent = useCallback(
    async (error: unknown): Promise<void> => {
      if (!agentOrigin) throw error;
      console.warn('The API cannot be reached: the emergency kit comes from the device agent', error);
      const texts = { message: i18n.t('errors.dispenseFailure'), description: '' };
      const outcome = await dispenseKitThroughAgent(
        agentOrigin,
        { skuId: EMERGENCY_SKU_ID, sessionId: sessionId.current },
        texts,
      );
      if (outcome !== 'dropped') throw new ApiError(texts.message, texts.description, 500, outcome);
    },
    [agentOrigin],
  );

  const onStart = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setState({ status: 'dispensing' });
    try {
      if (!deviceId) throw new Error('This kiosk has no device id.');
      const locale = languageCodeOf(i18n.language);
      let order: Awaited<ReturnType<typeof createEmergencyOrder>> | null = null;
      try {
        order = await createEmergencyOrder(deviceId, locale, AbortSignal.timeout(ORDER_TIMEOUT_MS));
      } catch (error) {
        if (!isUnreachable(error, true)) throw error;
        await throughAgent(error);
      }
      if (order) {
        try {
          await dispenseEmergencyOrder(deviceId, order.id, locale);
        } catch (error) {
          // The answer was lost on the way back: the agent's cool-down keeps this from a second kit.
          if (!isUnreachable(error, false)) throw error;
          await throughAgent(error);
        }
      }
      setState({ status: 'dispensed' });
      track('emergency_used', { success: true });
    } catch (error) {
      console.error('Emergency dispense failed', error);
      track('emergency_used', { success: false });
      setState(failureOf(error));
    } finally {
      isRunning.current = false;
    }
  }, [deviceId, throughAgent]);

  /** A new opening of the emergency dialogs: a new emergency session. */
  const onReset = useCallback(() => {
    if (isRunning.current) return;
    sessionId.current = newSessionId();
    setState({ status: 'idle' });
  }, []);

  return { state, onStart, onReset };
};
