import { z } from 'zod';
import {
  DEFAULT_ROLLOUT_STAGES,
  ROLLOUT_ACTIONS,
  ROLLOUT_KIOSK_STATES,
  ROLLOUT_STATUSES,
} from './values/releases';

/**
 * Kiosk-PC releases and their staged roll-outs (docs/operations.md, Update kiosk PCs): the console's
 * calls (operator session) and the kiosks' download (the update command's bearer token). Paths and
 * names are in values/releases.ts.
 */

/** A release's version, as scripts/release-version.mjs makes them (they name files). */
export const ZReleaseVersion = z.string().regex(/^[0-9A-Za-z.+-]{1,40}$/, 'must be a release version');

export const ZKioskRelease = z.object({
  version: z.string(),
  tarballName: z.string(),
  sha256: z.string(),
  bytes: z.number().int(),
  minimumVersion: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type TKioskRelease = z.infer<typeof ZKioskRelease>;
export const ZKioskReleases = z.array(ZKioskRelease);

/** `POST /console/rollouts`: canaries by kiosk name; stages are percentages of the fleet, the last 100. */
export const ZRolloutCreate = z
  .object({
    version: ZReleaseVersion,
    canaries: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    stages: z
      .array(z.number().int().min(1).max(100))
      .min(1)
      .max(10)
      .refine((s) => s.every((p, i) => i === 0 || p > s[i - 1]!), 'must rise')
      .refine((s) => s.at(-1) === 100, 'must end at 100')
      .default([...DEFAULT_ROLLOUT_STAGES]),
    trialSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .default(600),
    /** The share (0–1) of kiosks sent the update that rolled back or failed, above which it halts. */
    haltThreshold: z.number().min(0).max(1).default(0.1),
  })
  .strict();
export type TRolloutCreate = z.input<typeof ZRolloutCreate>;

export const ZRolloutAction = z.object({ action: z.enum(ROLLOUT_ACTIONS) }).strict();

export const ZRolloutKiosk = z.object({
  deviceId: z.string(),
  name: z.string(),
  stage: z.number().int(),
  state: z.enum(ROLLOUT_KIOSK_STATES),
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  agentVersion: z.string().nullable(),
  webVersion: z.string().nullable(),
});

export const ZRolloutSummary = z.object({
  id: z.string(),
  version: z.string(),
  status: z.enum(ROLLOUT_STATUSES),
  stages: z.array(z.number().int()),
  currentStage: z.number().int(),
  trialSeconds: z.number().int(),
  haltThreshold: z.number(),
  haltReason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  counts: z.record(z.enum(ROLLOUT_KIOSK_STATES), z.number().int()),
});
export type TRolloutSummary = z.infer<typeof ZRolloutSummary>;
export const ZRolloutSummaries = z.array(ZRolloutSummary);
export const ZRollout = ZRolloutSummary.extend({ kiosks: z.array(ZRolloutKiosk) });
export type TRollout = z.infer<typeof ZRollout>;

export const ZApiInstance = z.object({
  id: z.string(),
  version: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
});
export type TApiInstance = z.infer<typeof ZApiInstance>;
export const ZApiInstances = z.array(ZApiInstance);

export const ZRolloutParams = z.object({ rolloutId: z.uuid() });
export const ZDownloadParams = z.object({
  version: ZReleaseVersion,
  file: z.string().regex(/^[0-9A-Za-z.+-]{1,120}$/, 'must be a file name'),
});
