import { OPERATOR_ROLES, type TOperatorRole } from '@kiosk/contract';
import { forbidden } from '../../http/app-error';
import type { TOperatorAccess } from '../../http/credentials';

/** Whether a role may do what the least role `needed` may (viewer < operator < admin). */
export const roleReaches = (role: TOperatorRole, needed: TOperatorRole): boolean =>
  OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);

/**
 * The role check of every console call (credential-checks.ts), from what the route declares
 * (`operatorAs(…)`): 403 below the role it needs, and 403 for anything but the operator's own calls while a
 * one-time password still has to be replaced by one of their own.
 */
export function checkOperatorRole(
  operator: { role: TOperatorRole; mustChangePassword: boolean },
  access: TOperatorAccess | undefined,
): void {
  if (!access) throw new Error('checkOperatorRole: the route declares no operator role (operatorAs)');
  if (access === 'own') return;
  if (operator.mustChangePassword || !roleReaches(operator.role, access)) throw forbidden();
}

/** What the API document says of a console call's role (its description and `x-operator-role`). */
export function roleSentence(access: TOperatorAccess): string {
  if (access === 'own') return 'Any signed-in operator, about their own account.';
  if (access === 'viewer') return 'Any signed-in operator (viewer, operator or admin).';
  if (access === 'operator') return 'An operator or an admin; a viewer is refused with 403.';
  return 'An admin only; an operator or a viewer is refused with 403.';
}
