import { useCallback, useEffect, useRef, useState } from 'react';
import { GATEWAY_STATUSES } from '../../../shared/api/api-answers';
import { ApiError, HttpReplyError } from '../../../shared/api/api-error';
import { dispenseKitThroughAgent } from '../../../shared/api/agent-api';
import { createEmergencyOrder, dispenseEmergencyOrder } from '../../../shared/api/emergency-api';
import { NO_REPLY_STATUS } from '../../../shared/api/normalize-error';
import { languageCodeOf } from '../../../i18n/language-code';
import i18n from '../../../i18n/i18n';
import { track } from '../../../shared/lib/analytics/analytics';
import { emergencySkuOf, rememberEmergencySku } from './emergency-sku';

/**
 * Why no kit came, in the kiosk's own plain words (never the API's or the browser's text): another kit
 * only in `seconds` (a kit was given moments ago), none left here, or it could not be given.
 */
export type TEmergencyFailure =
  { reason: 'coolingDown'; seconds: number } | { reason: 'noKitLeft' } | { reason: 'failed' };

/** `isOffline`: the kit comes from the device agent on the kiosk PC (the API cannot give it). */
export type TEmergencyDispense =
  | { status: 'idle' }
  | { status: 'dispensing'; isOffline: boolean }
  | { status: 'dispensed'; isOffline: boolean }
  | { status: 'failed'; failure: TEmergencyFailure };

/** How long the emergency order may take before the kiosk stops waiting for the API. */
const ORDER_TIMEOUT_MS = 8_000;

const codeOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object'
    ? (body.data as { code?: unknown } | null)?.code
    : undefined;

/** The API's refusal in plain words: out of stock is no kit left, a 429 with Retry-After a wait. */
const failureOf = (error: unknown): TEmergencyFailure => {
  const reply = error instanceof ApiError ? error.originalError : null;
  if (!(reply instanceof HttpReplyError)) return { reason: 'failed' };
  if (reply.status === 409 && codeOf(reply.body) === 'out_of_stock') return { reason: 'noKitLeft' };
  if (reply.status === 429 && reply.retryAfterSeconds !== null)
    return { reason: 'coolingDown', seconds: reply.retryAfterSeconds };
  return { reason: 'failed' };
};

/**
 * The API cannot give the kit: no reply or the timeout; for the order, a gateway error (a load balancer
 * with no instance behind it); for the dispense, any 5xx (the API lost its link to the kiosk's agent).
 * Never a 4xx: a refusal of the API stands.
 */
const isUnreachable = (error: unknown, isCreate: boolean): boolean => {
  if (error instanceof DOMException && error.name === 'TimeoutError') return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status === NO_REPLY_STATUS) return true;
  return isCreate ? GATEWAY_STATUSES.includes(error.status) : error.status >= 500;
};

const newSessionId = () => crypto.randomUUID();

/** The kit through the API: null once it is out, else the error that says the API could not give it. */
const throughApi = async (deviceId: string, skuId: string): Promise<unknown> => {
  const locale = languageCodeOf(i18n.language);
  let order: Awaited<ReturnType<typeof createEmergencyOrder>>;
  try {
    order = await createEmergencyOrder(deviceId, skuId, locale, AbortSignal.timeout(ORDER_TIMEOUT_MS));
  } catch (error) {
    if (isUnreachable(error, true)) return error;
    throw error;
  }
  try {
    await dispenseEmergencyOrder(deviceId, order.id, locale);
    return null;
  } catch (error) {
    if (isUnreachable(error, false)) return error;
    throw error;
  }
};

/**
 * The emergency kit: create the free order, then dispense it. Two calls and nothing else (no
 * offers, no payment session), so it works while those services are down. When the API cannot give it,
 * the kit comes from the device agent on the kiosk's own PC (`agentOrigin` of the device config,
 * docs/device-agent.md), one kit per emergency session: a retry in the same session never gives a second
 * kit, and the agent's cool-down keeps a kit the API's dispense did give (its answer lost) from a second.
 * A second start while one runs is ignored, so a double tap never orders two kits.
 * The kit is the kiosk's own emergency pack (`emergencySkuId` of its device config), remembered on the
 * kiosk so that it is known without the API (`emergency-sku.ts`); no call is made to learn it.
 */
export const useEmergencyDispense = (
  deviceId: string | null,
  agentOrigin: string | null = null,
  emergencySkuId: string | null = null,
) => {
  const [state, setState] = useState<TEmergencyDispense>({ status: 'idle' });
  const isRunning = useRef(false);
  const sessionId = useRef<string>(newSessionId());

  useEffect(() => {
    if (deviceId && emergencySkuId) rememberEmergencySku(deviceId, emergencySkuId);
  }, [deviceId, emergencySkuId]);

  const throughAgent = useCallback(
    async (error: unknown, skuId: string): Promise<TEmergencyDispense> => {
      console.warn('The API cannot give the emergency kit: it comes from the device agent', error);
      if (!agentOrigin) return { status: 'failed', failure: { reason: 'failed' } };
      setState({ status: 'dispensing', isOffline: true });
      const answer = await dispenseKitThroughAgent(agentOrigin, { skuId, sessionId: sessionId.current });
      if (answer.kind === 'coolingDown')
        return { status: 'failed', failure: { reason: 'coolingDown', seconds: answer.seconds } };
      if (answer.kind === 'outcome' && answer.outcome === 'dropped')
        return { status: 'dispensed', isOffline: true };
      if (answer.kind === 'outcome' && answer.outcome === 'empty')
        return { status: 'failed', failure: { reason: 'noKitLeft' } };
      return { status: 'failed', failure: { reason: 'failed' } };
    },
    [agentOrigin],
  );

  const onStart = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setState({ status: 'dispensing', isOffline: false });
    let end: TEmergencyDispense;
    try {
      if (!deviceId) throw new Error('This kiosk has no device id.');
      const skuId = emergencySkuOf(deviceId, emergencySkuId);
      const unreachable = await throughApi(deviceId, skuId);
      end =
        unreachable === null
          ? { status: 'dispensed', isOffline: false }
          : await throughAgent(unreachable, skuId);
    } catch (error) {
      console.error('Emergency dispense failed', error);
      end = { status: 'failed', failure: failureOf(error) };
    }
    track('emergency_used', { success: end.status === 'dispensed' });
    setState(end);
    isRunning.current = false;
  }, [deviceId, emergencySkuId, throughAgent]);

  /** A new opening of the emergency dialogs: a new emergency session. */
  const onReset = useCallback(() => {
    if (isRunning.current) return;
    sessionId.current = newSessionId();
    setState({ status: 'idle' });
  }, []);

  return { state, onStart, onReset };
};
