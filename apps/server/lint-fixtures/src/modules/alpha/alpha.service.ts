import { findAlpha } from './alpha.repository';

/** A module uses its own repository (allowed). */
export const alphaOf = (id: string) => findAlpha(id);

/** What other modules may use of alpha's statements: the test follows this re-export. */
export { alphaHoldStatement, alphaMarked, alphaWhere, countAlpha, markAlphaWith } from './alpha-statements';
