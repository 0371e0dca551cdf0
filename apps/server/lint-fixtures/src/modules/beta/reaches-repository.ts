import { findAlpha } from '../../modules/alpha/alpha.repository.ts';

/** Another module's repository, by a roundabout path with its extension: not allowed. */
export const betaAlpha = findAlpha;
