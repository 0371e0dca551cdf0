import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, TEST_ACCESS_CODE, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { purchase } from '../test/purchase';

const BURST = 60;
const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe.each(DB_KINDS)('brute force stopped by the throttles on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = purchase(t);
  beforeAll(() =>
    api.setStock([
      { skuId: 'syringe-services-kit', stock: 1000 },
      { skuId: 'fentanyl-test-strips-5', stock: 1000 },
    ]),
  );

  const reserve = async (deviceId = DEMO) => {
    const base = `/devices/${deviceId}`;
    const created = await t.app.inject({
      method: 'POST',
      url: `${base}/orders?locale=en&isReservable=true`,
      payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
    });
    const orderId = created.json().data.id as string;
    const reserved = await t.app.inject({ method: 'POST', url: `${base}/orders/${orderId}/reserve` });
    expect(reserved.statusCode, reserved.body).toBe(201);
    return { orderId, code: reserved.json().data.code as string };
  };
  const pickUp = (code: string, deviceId = DEMO) =>
    t.app.inject({
      method: 'POST',
      url: `/devices/${deviceId}/orders/reservation-authorization?locale=en`,
      payload: { code },
    });
  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => String(100_000 + i * 7919)).filter((c) => c !== right);
  const tryAccessCode = (orderId: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/code-authorization?locale=en`,
      headers: { authorization: `Bearer ${code}` },
    });
  const codeOrder = () => api.createOrder([{ skuId: 'syringe-services-kit', quantity: 1 }]);

  it('reservation codes: 5 wrong tries, the 6th is 429; then even the right code waits out the lockout', async () => {
    const { code } = await reserve();
    for (const wrong of wrongCodes(code, 5)) expectError(await pickUp(wrong), 401, 'unauthorized');
    const sixth = await pickUp(wrongCodes(code, 6)[5]!);
    expectError(sixth, 429, 'rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await pickUp(code), 429, 'rate_limited');
    clock.advance(10 * 60_000 + 1000);
    expect((await pickUp(code)).statusCode).toBe(200);
  });

  it(`reservation codes: ${BURST} guesses at once get no more than 5 tries checked, and not the right one`, async () => {
    clock.advance(60 * 60_000);
    const { code } = await reserve();
    const guesses = [...wrongCodes(code, BURST - 1), code];
    const responses = await Promise.all(guesses.map((g) => pickUp(g)));
    const counts = statusCounts(responses);
    expect(counts[200] ?? 0, JSON.stringify(counts)).toBe(0);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect(counts[429] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(BURST - 5);
    for (const res of responses.filter((r) => r.statusCode === 429)) expectError(res, 429, 'rate_limited');
  });

  it('access codes: 5 wrong on one order, then 429 on that order, even for the right code', async () => {
    clock.advance(60 * 60_000);
    const orderId = await codeOrder();
    for (let i = 0; i < 5; i++) expectError(await tryAccessCode(orderId, `WRONG-${i}`), 401);
    expectError(await tryAccessCode(orderId, 'WRONG-6'), 429, 'rate_limited');
    expectError(await tryAccessCode(orderId, TEST_ACCESS_CODE), 429, 'rate_limited');
  });

  it(`access codes: ${BURST} guesses at once on one order check at most 5`, async () => {
    clock.advance(60 * 60_000);
    const orderId = await codeOrder();
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => tryAccessCode(orderId, `GUESS-${i}`)),
    );
    const counts = statusCounts(responses);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect(counts[429] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(BURST - 5);
  });

  it('access codes: guesses spread over many orders at once stop at the device limit of 20', async () => {
    clock.advance(60 * 60_000);
    const orders = await Promise.all(Array.from({ length: 30 }, () => codeOrder()));
    const responses = await Promise.all(
      orders.flatMap((orderId, i) => [
        tryAccessCode(orderId, `SPREAD-${i}-a`),
        tryAccessCode(orderId, `SPREAD-${i}-b`),
      ]),
    );
    const counts = statusCounts(responses);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(20);
    expectError(await tryAccessCode(orders[0]!, TEST_ACCESS_CODE), 429, 'rate_limited');
  });

  it('a visitor with the right code is not held back by their own earlier typo', async () => {
    clock.advance(60 * 60_000);
    const orderId = await codeOrder();
    expectError(await tryAccessCode(orderId, 'TYPO'), 401);
    expect((await tryAccessCode(orderId, TEST_ACCESS_CODE)).statusCode).toBe(200);
    const { code } = await reserve();
    expectError(await pickUp(wrongCodes(code, 1)[0]!), 401);
    expect((await pickUp(code)).statusCode).toBe(200);
  });

  it(`the staff passkey: ${BURST} guesses at once check at most 5`, async () => {
    clock.advance(60 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          url: `${api.base}/products/stock`,
          headers: { authorization: `Bearer not-the-passkey-${i}` },
        }),
      ),
    );
    const counts = statusCounts(responses);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
  });
});
