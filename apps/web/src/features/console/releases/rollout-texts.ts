import type { TRolloutKioskState, TRolloutStatus } from '@kiosk/contract/values';

/** The words of a roll-out's status and a kiosk's update state (the API's names are not for the screen). */
export const STATUS_KEYS = {
  running: 'console.rollouts.status.running',
  paused: 'console.rollouts.status.paused',
  halted: 'console.rollouts.status.halted',
  completed: 'console.rollouts.status.completed',
} as const satisfies Record<TRolloutStatus, string>;

export const STATE_KEYS = {
  pending: 'console.rollouts.state.pending',
  downloading: 'console.rollouts.state.downloading',
  installed: 'console.rollouts.state.installed',
  on_trial: 'console.rollouts.state.on_trial',
  committed: 'console.rollouts.state.committed',
  rolled_back: 'console.rollouts.state.rolled_back',
  failed: 'console.rollouts.state.failed',
} as const satisfies Record<TRolloutKioskState, string>;

/** A state to act on: shown in the error colour, and in words. */
export const isBadState = (state: TRolloutKioskState) => state === 'rolled_back' || state === 'failed';
