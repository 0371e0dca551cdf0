import { CONSOLE_WRITE_HEADER, type TOperatorRole } from '@kiosk/contract';
import type { TestApp } from './harness';
import { findOperatorByNameForTest, setOperatorPassword } from '../modules/console/operator-auth.service';
import { TEST_AUTHOR } from './audit-helpers';

export const OPERATOR_NAME = 'test-operator';
export const OPERATOR_PASSWORD = 'operator-password-2468';

/** The session cookie of a sign-in answer, as a `cookie` request header value. */
export const sessionCookieOf = (setCookie: string | string[] | undefined): string => {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith('operator_session='));
  if (!line) throw new Error('operator sign-in: no session cookie');
  return line.split(';')[0]!;
};

/** The test operator of a role: the admin is OPERATOR_NAME, the others `test-<role>-role`. */
export const operatorNameOf = (role: TOperatorRole) =>
  role === 'admin' ? OPERATOR_NAME : `test-${role}-role`;

/**
 * Creates the test operator of a role (once per app; an admin unless another role is asked for) and signs
 * in: the headers of its console calls, the session cookie and the console's write header (as the web
 * console sends them).
 */
export async function operatorAuth(
  t: TestApp,
  role: TOperatorRole = 'admin',
): Promise<{ cookie: string; [CONSOLE_WRITE_HEADER]: '1' }> {
  const name = operatorNameOf(role);
  // A new password would end the operator's other sessions: set it once.
  if (!(await findOperatorByNameForTest(t.ctx.db, name)))
    await setOperatorPassword(t.ctx.db, name, OPERATOR_PASSWORD, TEST_AUTHOR, role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/console/session',
    payload: { name, password: OPERATOR_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res.headers['set-cookie']), [CONSOLE_WRITE_HEADER]: '1' };
}
