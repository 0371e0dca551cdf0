/**
 * The device agent's loopback endpoint for the emergency kit, which the kiosk browser calls when it cannot
 * reach the API (docs/device-agent.md, emergency naloxone without the network). The agent listens on
 * 127.0.0.1 only; the kiosk learns its origin from the device config (`agentOrigin`).
 */
export const AGENT_EMERGENCY_KIT_PATH = '/emergency-kit';

/** One emergency session of the kiosk (the emergency dialogs opened once): one kit at most. */
export const AGENT_SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** `POST {agentOrigin}/emergency-kit` with this JSON body. */
export type TAgentKitRequest = { skuId: string; sessionId: string };

/** The drop sensor's outcome; 'unknown' when the agent stopped while the motor turned for this session. */
export type TAgentKitOutcome = 'dropped' | 'jammed' | 'empty' | 'fault' | 'unknown';

/** 200: the kit's outcome (`isRepeat` when the session already had its kit: the motor did not run again). */
export type TAgentKitReply = { data: { unitId: string; outcome: TAgentKitOutcome; isRepeat: boolean } };

/** 4xx/5xx: why the agent refused (not loopback, not an emergency kit, a cool-down with Retry-After). */
export type TAgentKitRefusal = {
  data: {
    code: 'forbidden' | 'not_found' | 'not_emergency' | 'validation' | 'cooling_down' | 'failed';
    message: string;
  };
};

/**
 * The kiosk page's state, for the agent's self-update (docs/device-agent.md): `POST {agentOrigin}/kiosk-state`
 * every few seconds and on each change. `busy` while a visit, a dispense or the emergency dialogs are on
 * screen (the agent switches releases only when it is not); `version` is the agent release the page heard
 * in its last answer (null after a load). The answer names the agent's release: when it changed, the page
 * reloads at its next idle moment, and its report of the new release is part of that release's trial.
 */
export const AGENT_KIOSK_STATE_PATH = '/kiosk-state';
export type TAgentKioskState = { version: string | null; busy: boolean };
export type TAgentKioskStateReply = { data: { version: string } };
