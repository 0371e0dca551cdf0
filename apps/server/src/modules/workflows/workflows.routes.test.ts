import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, TEST_ACCESS_CODE, client, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { hashSecret } from '../../lib/secrets';
import { insertAccessCode } from './access-codes.repository';

describe.each(DB_KINDS)('authorization workflows on %s', (kind) => {
  // 08:00 UTC on 22 November is still 21 November in Los Angeles, the demo device's time zone.
  const clock = testClock(new Date('2026-11-22T07:00:00Z'));
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);
  beforeAll(async () => {
    await insertAccessCode(t.ctx.db, {
      deviceId: DEMO,
      label: 'outreach',
      codeHash: await hashSecret('SSP-2468'),
    });
    await insertAccessCode(t.ctx.db, {
      deviceId: DEMO,
      label: 'one use',
      codeHash: await hashSecret('ONCE-1111'),
      maxUses: 1,
    });
    await insertAccessCode(t.ctx.db, {
      deviceId: DEMO,
      label: 'old',
      codeHash: await hashSecret('OLD-0000'),
      expiresAt: new Date('2026-01-01T00:00:00Z'),
    });
    await insertAccessCode(t.ctx.db, {
      deviceId: null,
      label: 'programme',
      codeHash: await hashSecret('PROGRAM-77'),
    });
  });
  const newOrder = async (skuId: string) =>
    (await api.createOrder([{ skuId, quantity: 1 }])).json().data.id as string;

  it('lists the workflows an order needs, localised, with the first section title and description', async () => {
    const id = await newOrder('nicotine-gum-2mg');
    const res = await api.workflows(id);
    expect(res.json().data).toEqual([
      {
        type: 'authorization',
        subType: 'age-authorization',
        status: 'pending',
        sections: [
          {
            title: 'Verify your age',
            description: 'Enter your date of birth (YYYY-MM-DD). You must be 18 or older.',
          },
        ],
      },
    ]);
    const code = (await api.workflows(await newOrder('syringe-services-kit'))).json().data;
    expect(code.map((w: { subType: string }) => w.subType)).toEqual(['code-authorization']);
    expect(code[0].sections[0].title).toBe('Access code required');
    expect((await api.workflows(await newOrder('pregnancy-test'))).json().data).toEqual([]);
  });

  it("fails the day before an 18th birthday and passes on the birthday, in the device's time zone", async () => {
    const id = await newOrder('nicotine-gum-2mg');
    const under = expectError(await api.age(id, '2008-11-22'), 403, 'forbidden');
    expect(under.message).toBe('Authorization failed.');
    expect(under.description).toBe('You must be 18 or older to buy this product.');
    expect((await api.workflows(id)).json().data[0].status).toBe('failed');
    const ok = await api.age(id, '2008-11-21');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0].status).toBe('passed');
  });

  it('answers 400 Invalid date format for a day that does not exist or a wrong format', async () => {
    const id = await newOrder('nicotine-gum-2mg');
    const bad = expectError(await api.age(id, '1990-02-30'), 400, 'validation');
    expect(bad.message).toBe('Invalid date format');
    expect(bad.field).toBe('dob');
    expectError(await api.age(id, '02-03-1990'), 400, 'validation');
    expect(expectError(await api.age(id, '1990-02-03-04'), 400).field).toBe('dob');
  });

  it('answers 409 for an age check on an order that needs none', async () => {
    expectError(await api.age(await newOrder('pregnancy-test'), '1990-01-01'), 409, 'conflict');
  });

  it('accepts a valid access code once per order, and refuses wrong, expired and used-up codes with 401', async () => {
    const missing = expectError(await api.code(await newOrder('syringe-services-kit')), 401, 'unauthorized');
    expect(missing.message).toBe('Code Required');
    const id = await newOrder('syringe-services-kit');
    expect(expectError(await api.code(id, 'WRONG-1'), 401).message).toBe('Authorization failed.');
    expectError(await api.code(id, 'OLD-0000'), 401);
    const ok = await api.code(id, 'SSP-2468');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0].status).toBe('passed');
    expect((await api.code(await newOrder('syringe-services-kit'), 'PROGRAM-77')).statusCode).toBe(200);
    expect((await api.code(await newOrder('syringe-services-kit'), TEST_ACCESS_CODE)).statusCode).toBe(200);
    expect((await api.code(await newOrder('syringe-services-kit'), 'ONCE-1111')).statusCode).toBe(200);
    expectError(await api.code(await newOrder('syringe-services-kit'), 'ONCE-1111'), 401);
  });

  it('locks an order after 5 wrong codes: the 6th try gets 429 with Retry-After, even with the right code', async () => {
    const id = await newOrder('syringe-services-kit');
    for (let i = 0; i < 5; i++) expectError(await api.code(id, `NOPE-${i}`), 401);
    const locked = await api.code(id, 'SSP-2468');
    expectError(locked, 429, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBe(600);
    clock.advance(11 * 60_000);
    expect((await api.code(id, 'SSP-2468')).statusCode).toBe(200);
  });
});
