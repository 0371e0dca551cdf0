/**
 * The paths and names of kiosk-PC releases and roll-outs (docs/operations.md, Update kiosk PCs), without zod:
 * the console's pages use them too.
 */
export const RELEASES_API = {
  /** GET: the uploaded releases; POST (body: the tarball, header X-Release-Manifest): upload one. */
  releases: '/console/releases',
  /** GET: the roll-outs, newest first; POST: start one. */
  rollouts: '/console/rollouts',
  /** GET: one roll-out with each kiosk's state. */
  rollout: '/console/rollouts/:rolloutId',
  /** POST `{ action }`: pause, resume, halt a roll-out, or start its next stage by hand. */
  rolloutAction: '/console/rollouts/:rolloutId/action',
  /** GET: the API instances with their versions (each records itself). */
  apiInstances: '/console/api-instances',
  /** GET (bearer: the update command's token): the tarball or `{tarball}.manifest.json`, with ranges. */
  download: '/kiosk-releases/:version/:file',
} as const;

/** The header that carries the signed manifest (base64 of its JSON) beside an uploaded tarball. */
export const RELEASE_MANIFEST_HEADER = 'x-release-manifest';

export const ROLLOUT_KIOSK_STATES = [
  'pending',
  'downloading',
  'installed',
  'on_trial',
  'committed',
  'rolled_back',
  'failed',
] as const;
export const ROLLOUT_STATUSES = ['running', 'paused', 'halted', 'completed'] as const;
/** `advance`: the next stage starts now, not waiting for every kiosk of the started ones to commit. */
export const ROLLOUT_ACTIONS = ['pause', 'resume', 'halt', 'advance'] as const;
export type TRolloutActionName = (typeof ROLLOUT_ACTIONS)[number];
export type TRolloutKioskState = (typeof ROLLOUT_KIOSK_STATES)[number];
export type TRolloutStatus = (typeof ROLLOUT_STATUSES)[number];
/** Percentages of the fleet after the canaries, when the operator gives none. */
export const DEFAULT_ROLLOUT_STAGES = [5, 25, 50, 100] as const;
