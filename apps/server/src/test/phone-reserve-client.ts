import { desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { smsOutbox } from '../db/schema';
import { DEMO, type TestApp } from './harness';

/** The newest code the dev outbox holds for the number (found by its last four digits), or null. */
export async function codeSentTo(t: TestApp, phoneNumber: string): Promise<string | null> {
  const rows = await t.ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(50);
  const row = rows.find((r) => r.toMasked.endsWith(phoneNumber.slice(-4)));
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? null;
}

/**
 * Test support: a phone outside the kiosk, at one client address, and the calls of its reserve pages —
 * the reservation order, its confirmation by the phone's one-time code, and the reservation.
 */
export function phoneReserveClient(t: TestApp, address: string, deviceId = DEMO) {
  const base = `/devices/${deviceId}`;
  const call = (method: 'GET' | 'POST', url: string, capability?: string, payload?: object) =>
    t.rawApp.inject({
      method,
      url: `${base}${url}`,
      remoteAddress: address,
      ...(capability ? { headers: { authorization: `Bearer ${capability}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const order = (skuId: string, quantity = 1) =>
    call('POST', '/orders?locale=en&isReservable=true', undefined, { skus: [{ skuId, quantity }] });
  const sendCode = (id: string, capability: string, phoneNumber: string) =>
    call('POST', `/orders/${id}/reserve/mfa-phone?locale=en`, capability, { phoneNumber });
  const checkCode = (id: string, capability: string, phoneNumber: string, mfaCode: string) =>
    call('POST', `/orders/${id}/reserve/mfa-code?locale=en`, capability, { phoneNumber, mfaCode });
  const reserve = (id: string, capability: string) =>
    call('POST', `/orders/${id}/reserve?locale=en`, capability);

  /** The phone's code, as the visitor reads it from the text and types it; null when none was sent. */
  const confirm = async (
    id: string,
    capability: string,
    phoneNumber: string,
  ): Promise<{ sent: LightMyRequestResponse; confirmed: LightMyRequestResponse | null }> => {
    const sent = await sendCode(id, capability, phoneNumber);
    const mfaCode = sent.statusCode === 200 ? await codeSentTo(t, phoneNumber) : null;
    return { sent, confirmed: mfaCode ? await checkCode(id, capability, phoneNumber, mfaCode) : null };
  };

  /** Order, then (with a phone) its confirmation, then the reservation: what each step answered. */
  const tryToReserve = async (phoneNumber: string | null, skuId: string, quantity = 1) => {
    const created = await order(skuId, quantity);
    if (created.statusCode !== 201) return { created, confirmed: null, reserved: null };
    const { id, capability } = created.json().data as { id: string; capability: string };
    const confirmed = phoneNumber ? (await confirm(id, capability, phoneNumber)).confirmed : null;
    return { created, confirmed, reserved: await reserve(id, capability) };
  };

  return { call, order, sendCode, checkCode, confirm, reserve, tryToReserve };
}
