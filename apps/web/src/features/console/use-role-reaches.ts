import type { TOperatorRole } from '@kiosk/contract';
import { roleReaches } from './operator-role';
import { useOperatorSession } from './use-operator-session';

/** Whether the signed-in operator's role may use what needs `needed`: the console hides the rest. */
export function useRoleReaches(needed: TOperatorRole): boolean {
  const session = useOperatorSession();
  return session ? roleReaches(session.role, needed) : false;
}
