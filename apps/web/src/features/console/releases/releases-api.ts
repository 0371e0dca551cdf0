import {
  RELEASE_MANIFEST_HEADER,
  RELEASES_API,
  fillPath,
  type TRolloutActionName,
} from '@kiosk/contract/values';
import type { TRolloutCreate } from '@kiosk/contract';
import { apiRequest } from '../../../shared/api/http';

/** The console's kiosk-PC releases and roll-outs (docs/operations.md, Update kiosk PCs); operator session. */

/** GET /console/releases: the uploaded releases, newest first. */
export const fetchReleases = (signal?: AbortSignal) =>
  apiRequest(RELEASES_API.releases, { schema: (c) => c.ZKioskReleases, signal });

/** Base64 of a text's UTF-8 bytes (the manifest travels in a header). */
export const base64Of = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** POST /console/releases: the tarball as the body, its signed manifest base64 in a header. */
export const uploadRelease = async (tarball: Blob, manifest: Blob) =>
  apiRequest(RELEASES_API.releases, {
    method: 'POST',
    file: tarball,
    headers: { [RELEASE_MANIFEST_HEADER]: base64Of(await manifest.text()) },
    schema: (c) => c.ZKioskRelease,
  });

/** GET /console/api-instances: the API instances seen lately, with their versions. */
export const fetchApiInstances = (signal?: AbortSignal) =>
  apiRequest(RELEASES_API.apiInstances, { schema: (c) => c.ZApiInstances, signal });

/** GET /console/rollouts: the roll-outs, newest first, with kiosks per state. */
export const fetchRollouts = (signal?: AbortSignal) =>
  apiRequest(RELEASES_API.rollouts, { schema: (c) => c.ZRolloutSummaries, signal });

/** GET /console/rollouts/{rolloutId}: one roll-out with each kiosk's state. */
export const fetchRollout = (rolloutId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(RELEASES_API.rollout, { rolloutId }), { schema: (c) => c.ZRollout, signal });

/** POST /console/rollouts: starts a roll-out (one at a time). */
export const startRollout = (input: TRolloutCreate) =>
  apiRequest(RELEASES_API.rollouts, { method: 'POST', body: input, schema: (c) => c.ZRollout });

/** POST /console/rollouts/{rolloutId}/action: pause, resume, halt, or start the next stage now. */
export const changeRollout = (rolloutId: string, action: TRolloutActionName) =>
  apiRequest(fillPath(RELEASES_API.rolloutAction, { rolloutId }), {
    method: 'POST',
    body: { action },
    schema: (c) => c.ZRollout,
  });
