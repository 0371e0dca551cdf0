import { describe, expect, it } from 'vitest';
import { alertMessage, alertTime, type TAlertMessageInput } from './alert-message';
import '../../i18n/server-locales';

const LA = { language: 'en', timeZone: 'America/Los_Angeles' };
const base: TAlertMessageInput = {
  kind: 'low_stock',
  event: 'raised',
  deviceId: 'demo-kiosk-0001',
  deviceName: 'Main Street',
  item: 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
  since: new Date('2026-11-17T09:30:00Z'),
  clearedAt: null,
  value: 1,
  threshold: 5,
};

describe('alert messages', () => {
  it('tell the time on the reader’s clock, the zone named, never as raw UTC', () => {
    expect(alertTime(base.since, LA)).toBe('Nov 17, 2026, 01:30 AM PST');
    expect(alertTime(base.since, { language: 'en', timeZone: 'Europe/Berlin' })).toBe(
      'Nov 17, 2026, 10:30 AM GMT+1',
    );
  });

  it('say a low stock in whole sentences, naming the item "Product — option"', () => {
    const { subject, body } = alertMessage(base, LA);
    expect(subject).toBe(
      'Low stock: Main Street (demo-kiosk-0001), Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
    );
    expect(body).toBe(
      'Naloxone Nasal Spray (Emergency Kit) — Emergency kit is running low at Main Street (demo-kiosk-0001): ' +
        '1 unit left, at or under the alert threshold of 5 units. Noticed Nov 17, 2026, 01:30 AM PST.',
    );
    expect(body).not.toMatch(/Seen:|2026-11-17T/);
  });

  it('say each kind of alert, and its clearing, in sentences', () => {
    const kiosk = { ...base, item: null };
    expect(alertMessage({ ...kiosk, kind: 'offline', value: 42, threshold: 15 }, LA).body).toBe(
      'Main Street (demo-kiosk-0001) has been offline since Nov 17, 2026, 01:30 AM PST: 42 minutes when ' +
        'this alert was raised, longer than the 15 minutes an alert waits.',
    );
    expect(alertMessage({ ...kiosk, kind: 'dispense_failures', value: 3, threshold: 3 }, LA).body).toBe(
      'Main Street (demo-kiosk-0001) had 3 failed units in the last 24 hours, at or over the alert ' +
        'threshold of 3. Noticed Nov 17, 2026, 01:30 AM PST.',
    );
    expect(alertMessage({ ...base, kind: 'slot_fault', value: null, threshold: null }, LA).body).toMatch(
      /^The slot of Naloxone Nasal Spray \(Emergency Kit\) — Emergency kit at Main Street \(demo-kiosk-0001\) has been out of service since Nov 17, 2026, 01:30 AM PST, after a failed dispense\./,
    );
    const cleared = alertMessage(
      { ...base, event: 'cleared', clearedAt: new Date('2026-11-17T18:05:00Z') },
      LA,
    );
    expect(cleared.subject).toMatch(/^Cleared: Low stock: Main Street/);
    expect(cleared.body).toBe(
      'The low stock alert for Naloxone Nasal Spray (Emergency Kit) — Emergency kit at Main Street ' +
        '(demo-kiosk-0001), raised Nov 17, 2026, 01:30 AM PST, was cleared on Nov 17, 2026, 10:05 AM PST.',
    );
  });
});

describe('alert messages in ALERT_LANGUAGE', () => {
  const ES = { language: 'es', timeZone: 'America/Los_Angeles' };

  it('say a raised and a cleared alert in Spanish, with Spanish plurals and dates', () => {
    const { subject, body } = alertMessage(base, ES);
    expect(subject).toBe(
      'Existencias bajas: Main Street (demo-kiosk-0001), Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
    );
    const since = alertTime(base.since, ES);
    expect(since).toMatch(/^17 nov 2026, 01:30\sa\.\s?m\.\sPST$/);
    expect(body).toBe(
      'Quedan pocas existencias de Naloxone Nasal Spray (Emergency Kit) — Emergency kit en Main Street ' +
        `(demo-kiosk-0001): quedan 1 unidad, en el umbral de alerta de 5 unidades o por debajo. Detectado el ${since}.`,
    );
    const offline = alertMessage({ ...base, item: null, kind: 'offline', value: 1, threshold: 15 }, ES);
    expect(offline.body).toBe(
      `Main Street (demo-kiosk-0001) está desconectado desde el ${since}: 1 minuto cuando se generó esta ` +
        'alerta, más que los 15 minutos que espera una alerta.',
    );
    const cleared = alertMessage(
      { ...base, event: 'cleared', clearedAt: new Date('2026-11-17T18:05:00Z') },
      ES,
    );
    expect(cleared.subject).toMatch(/^Resuelta: Existencias bajas: Main Street/);
    expect(cleared.body).toBe(
      'La alerta de existencias bajas de Naloxone Nasal Spray (Emergency Kit) — Emergency kit en Main Street ' +
        `(demo-kiosk-0001), generada el ${since}, se resolvió el ${alertTime(new Date('2026-11-17T18:05:00Z'), ES)}.`,
    );
  });
});
