import { findAlpha } from './alpha.repository';

/** A module uses its own repository (allowed). */
export const alphaOf = (id: string) => findAlpha(id);
