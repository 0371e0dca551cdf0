import {
  alphaHoldStatement,
  alphaMarked,
  alphaWhere,
  countAlpha,
  markAlphaWith,
} from '../alpha/alpha.service';

/**
 * Another module's SQL run inside beta's own statements: refused by apps/server/src/module-sql.test.ts
 * (each import but `countAlpha`, a verb that takes values).
 */
export const betaUsesAlpha = [alphaHoldStatement, alphaMarked, alphaWhere, countAlpha, markAlphaWith];
