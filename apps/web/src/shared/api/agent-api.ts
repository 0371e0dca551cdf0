import {
  AGENT_EMERGENCY_KIT_PATH,
  type TAgentKitOutcome,
  type TAgentKitReply,
  type TAgentKitRequest,
} from '@kiosk/contract/values';
import { ApiError } from './api-error';

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
 * POST {agentOrigin}/emergency-kit: the emergency kit from the device agent on this kiosk's own PC, when
 * the API cannot be reached (docs/device-agent.md). One kit per `sessionId`; asked again with the same
 * session it answers that kit's outcome. Resolves with the drop sensor's outcome; a refusal (cool-down,
 * not loopback) or no answer is an ApiError with the given texts.
 */
export const dispenseKitThroughAgent = async (
  agentOrigin: string,
  request: TAgentKitRequest,
  texts: { message: string; description: string },
): Promise<TAgentKitOutcome> => {
  let response: Response;
  try {
    response = await fetch(`${agentOrigin}${AGENT_EMERGENCY_KIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'omit',
    });
  } catch (error) {
    throw new ApiError(texts.message, texts.description, 0, error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isReply(body))
    throw new ApiError(texts.message, texts.description, response.status, body);
  return body.data.outcome;
};
