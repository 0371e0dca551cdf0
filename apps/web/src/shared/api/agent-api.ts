import {
  AGENT_EMERGENCY_KIT_PATH,
  AGENT_KIOSK_STATE_PATH,
  type TAgentKioskState,
  type TAgentKioskStateReply,
  type TAgentKitOutcome,
  type TAgentKitReply,
  type TAgentKitRequest,
} from '@kiosk/contract/values';
import { retryAfterOf } from './http';

const OUTCOMES: readonly TAgentKitOutcome[] = ['dropped', 'jammed', 'empty', 'fault', 'unknown'];

const isReply = (body: unknown): body is TAgentKitReply => {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  return (
    typeof data === 'object' &&
    data !== null &&
    'outcome' in data &&
    OUTCOMES.includes(data.outcome as TAgentKitOutcome)
  );
};

/**
 * What the agent said: the drop sensor's outcome; a cool-down (429, a kit was given moments ago) with the
 * seconds of its `Retry-After`; or no kit (no answer, or another refusal).
 */
export type TAgentKitAnswer =
  | { kind: 'outcome'; outcome: TAgentKitOutcome }
  | { kind: 'coolingDown'; seconds: number }
  | { kind: 'noKit'; status: number };

/**
 * POST {agentOrigin}/emergency-kit: the emergency kit from the device agent on this kiosk's own PC, when
 * the API cannot give it (docs/device-agent.md). One kit per `sessionId`; asked again with the same
 * session it answers that kit's outcome. Never throws.
 */
export const dispenseKitThroughAgent = async (
  agentOrigin: string,
  request: TAgentKitRequest,
): Promise<TAgentKitAnswer> => {
  let response: Response;
  try {
    response = await fetch(`${agentOrigin}${AGENT_EMERGENCY_KIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
    });
  } catch (error) {
    console.error('The device agent did not answer', error);
    return { kind: 'noKit', status: 0 };
  }
  const seconds = retryAfterOf(response.headers.get('retry-after'));
  if (response.status === 429 && seconds !== null) return { kind: 'coolingDown', seconds };
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isReply(body)) return { kind: 'noKit', status: response.status };
  return { kind: 'outcome', outcome: body.data.outcome };
};

/**
 * POST {agentOrigin}/kiosk-state: tells the device agent whether a visit is on screen (it switches to a new
 * release only when not) and which agent release the page heard last; answers the agent's release, or null
 * when the agent does not answer (restarting, or an older agent). Never throws.
 */
export const reportKioskState = async (
  agentOrigin: string,
  state: TAgentKioskState,
): Promise<string | null> => {
  try {
    const response = await fetch(`${agentOrigin}${AGENT_KIOSK_STATE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(state),
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => null)) as Partial<TAgentKioskStateReply> | null;
    return response.ok && typeof body?.data?.version === 'string' ? body.data.version : null;
  } catch {
    return null;
  }
};
