/**
 * Signs the demo operator in over HTTP and gives the headers of its console reads: the session is the
 * HttpOnly cookie the sign-in sets (console calls take nothing else). For load runs and benchmarks.
 */
export async function operatorSessionHeaders(baseUrl: string, password: string): Promise<{ cookie: string }> {
  const signIn = await fetch(`${baseUrl}/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo-operator', password }),
  });
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('operator_session='));
  if (!cookie) throw new Error(`operator sign-in: ${signIn.status}`);
  return { cookie: cookie.split(';')[0]! };
}
