import './release-texts';
import type { TRolloutKioskState, TRolloutStatus } from '@kiosk/contract/values';

/** The words of a roll-out's status and a kiosk's update state (the API's names are not for the screen). */
export const STATUS_KEYS = {
  running: 'releases.rollouts.status.running',
  paused: 'releases.rollouts.status.paused',
  halted: 'releases.rollouts.status.halted',
  completed: 'releases.rollouts.status.completed',
} as const satisfies Record<TRolloutStatus, string>;

export const STATE_KEYS = {
  pending: 'releases.rollouts.state.pending',
  downloading: 'releases.rollouts.state.downloading',
  installed: 'releases.rollouts.state.installed',
  on_trial: 'releases.rollouts.state.on_trial',
  committed: 'releases.rollouts.state.committed',
  rolled_back: 'releases.rollouts.state.rolled_back',
  failed: 'releases.rollouts.state.failed',
} as const satisfies Record<TRolloutKioskState, string>;

/** A state to act on: shown in the error colour, and in words. */
export const isBadState = (state: TRolloutKioskState) => state === 'rolled_back' || state === 'failed';
