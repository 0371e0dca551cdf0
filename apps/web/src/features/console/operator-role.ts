import type { TOperatorRole } from '@kiosk/contract';
import { OPERATOR_ROLES } from '@kiosk/contract/values';

/**
 * Whether a role may do what the least role `needed` may (viewer < operator < admin), as the server decides
 * it: the console hides what a role cannot use, and the server refuses it anyway (403).
 */
export const roleReaches = (role: TOperatorRole, needed: TOperatorRole): boolean =>
  OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
