import type { TestApp } from '../../test/harness';
import { setOperatorPassword } from './operator-auth.service';

export const OPERATOR_NAME = 'test-operator';
export const OPERATOR_PASSWORD = 'operator-password-2468';

/** Creates the test operator (once per app) and signs in: the `authorization` header of its session. */
export async function operatorAuth(t: TestApp): Promise<{ authorization: string }> {
  await setOperatorPassword(t.ctx.db, OPERATOR_NAME, OPERATOR_PASSWORD).catch(() => undefined);
  const res = await t.app.inject({
    method: 'POST',
    url: '/console/session',
    payload: { name: OPERATOR_NAME, password: OPERATOR_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { data: { token: string } }).data.token}` };
}
