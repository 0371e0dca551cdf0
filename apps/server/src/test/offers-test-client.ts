import { desc, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { smsOutbox } from '../db/schema';
import { DEMO, type TestApp } from './harness';

/** Test support: the offer step calls of one order, and the codes the dev outbox kept. */
export function offersClient(t: TestApp, deviceId = DEMO) {
  const base = `/devices/${deviceId}/orders`;
  const post = (orderId: string, action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/${orderId}/discounts/${action}?locale=en`,
      ...(payload ? { payload } : {}),
    });
  return {
    offers: (orderId: string) => post(orderId, 'available-offers'),
    status: (orderId: string) => t.app.inject({ url: `${base}/${orderId}/discounts/status?locale=en` }),
    optIn: (orderId: string, skus: string[]) => post(orderId, 'opt-in', { skus }),
    optOut: (orderId: string, skus: string[]) => post(orderId, 'opt-out', { skus }),
    sendCode: (orderId: string, phoneNumber: string) => post(orderId, 'mfa-phone', { phoneNumber }),
    checkCode: (orderId: string, phoneNumber: string, mfaCode: string) =>
      post(orderId, 'mfa-code', { phoneNumber, mfaCode }),
    redeem: (orderId: string) => post(orderId, 'redeem'),
    complete: (orderId: string) => post(orderId, 'complete'),
  };
}

/** The code of the newest outbox message (the dev sender's). */
export async function lastOutboxCode(t: TestApp): Promise<string> {
  const rows = await t.ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

export async function outboxCount(t: TestApp): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await t.ctx.db.execute(sql`select count(*) as n from sms_outbox`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** A code that is not this one. */
export const otherCode = (code: string): string => (code === '000000' ? '000001' : '000000');

/** These tests make many orders: the demo device gets enough stock that none runs out. */
export async function plentyOfStock(t: TestApp): Promise<void> {
  await t.ctx.db.execute(sql`update device_stock set on_hand = 10000`);
}
