import { describe, expect, it } from 'vitest';
import { KIOSK_OFFER_POLL_MS } from './kiosk-offer-constants';

describe('kiosk offer polling', () => {
  it('asks every second, so the kiosk moves on within 2 s of the phone redeeming', () => {
    expect(KIOSK_OFFER_POLL_MS).toBe(1000);
  });
});
