import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_MS, PAYMENT_SUCCESS_DELAY_MS } from './payment-constants';

describe('payment timers', () => {
  it('asks about the payment every second', () => {
    expect(PAYMENT_POLL_MS).toBe(1000);
  });

  it("shows 'Payment successful' for 2 seconds before dispensing", () => {
    expect(PAYMENT_SUCCESS_DELAY_MS).toBe(2000);
  });
});
