import { describe, expect, it } from 'vitest';
import { DB_KINDS, TEST_ACCESS_CODE, TEST_PASSKEY, client, staffAuth, useTestApp } from '../test/harness';
import { sandboxWebhook } from '../test/payments-helpers';

describe.each(DB_KINDS)('logs keep no personal data or secrets on %s', (kind) => {
  const t = useTestApp(kind, { env: { LOG_LEVEL: 'trace' } });

  it('holds no bearer value, access code, reservation code, date of birth or card number after whole journeys', async () => {
    const api = client(t);
    const dob = '1987-06-15';
    const secrets: string[] = [
      TEST_PASSKEY,
      TEST_ACCESS_CODE,
      dob,
      '4242424242424242',
      '4242 4242 4242 4242',
    ];

    // Purchase with an age check, paid through the sandbox.
    const gum = (await api.createOrder([{ skuId: 'nicotine-gum-2mg', quantity: 1 }])).json().data.id;
    expect((await api.age(gum, dob)).statusCode).toBe(200);
    const tx = (await t.app.inject({ method: 'POST', url: `${api.base}/orders/${gum}/transactions` })).json()
      .data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${gum}/transactions/${tx.id}/session?manualRedirect=true`,
    });
    const checkoutUrl: string = session.json().data.url;
    const token = checkoutUrl.split('/sandbox/pay/')[1]!;
    secrets.push(token);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242+4242+4242+4242&expiry=12%2F30&cvc=123',
    });
    expect([303, 400]).toContain(pay.statusCode);
    await sandboxWebhook(t, checkoutUrl, { type: 'paid' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${api.base}/orders/${gum}/dispense` })).statusCode,
    ).toBe(200);

    // Access code (right and wrong) and staff calls (right and wrong bearer).
    const kit = (await api.createOrder([{ skuId: 'syringe-services-kit', quantity: 1 }])).json().data.id;
    await api.code(kit, 'WRONG-CODE-9876');
    secrets.push('WRONG-CODE-9876');
    expect((await api.code(kit, TEST_ACCESS_CODE)).statusCode).toBe(200);
    expect((await api.stock(staffAuth)).statusCode).toBe(200);
    await api.stock({ authorization: 'Bearer wrong-passkey-5555' });
    secrets.push('wrong-passkey-5555');

    // Reservation placed and picked up, plus a wrong code.
    const strips = (
      await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }], '&isReservable=true')
    ).json().data.id;
    const { code } = (await api.reserve(strips)).json().data;
    secrets.push(code);
    await api.pickUp(code === '000000' ? '111111' : '000000');
    expect((await api.pickUp(code)).statusCode).toBe(200);

    const logText = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(logText, `the log holds ${secret}`).not.toContain(secret);
    const mention = /.{0,120}(bearer|"authorization"\s*:).{0,60}/i.exec(logText)?.[0];
    expect(mention, mention).toBeUndefined();
  });
});
