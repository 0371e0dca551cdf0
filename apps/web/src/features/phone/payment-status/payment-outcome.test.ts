import { describe, expect, it } from 'vitest';
import { orderOf, transactionOf } from '../../../test/api-stub';
import { paymentOutcomeOf, paymentParamsOf } from './payment-outcome';

describe('payment outcome (the server decides, not the address)', () => {
  it('paid when the transaction is paid, or the order was paid (the webhook landed first)', () => {
    expect(paymentOutcomeOf(transactionOf({ status: 'paid' }))).toEqual({ kind: 'paid' });
    expect(paymentOutcomeOf(transactionOf({ status: 'refunded' }))).toEqual({ kind: 'paid' });
    const paidOrder = orderOf({ status: 'paid', metadata: { ...orderOf().metadata, isPaid: true } });
    expect(paymentOutcomeOf(transactionOf(), paidOrder)).toEqual({ kind: 'paid' });
  });

  it.each(['cancelled', 'expired'] as const)(
    'ended when the money came in for an order already %s (it is refunded, never dispensed)',
    (status) => {
      const ended = orderOf({ status });
      for (const paid of ['paid', 'partially_refunded', 'refunded'] as const)
        expect(paymentOutcomeOf(transactionOf({ status: paid }), ended)).toEqual({ kind: 'ended' });
    },
  );

  it('waits for the order before calling a payment successful', () => {
    expect(paymentOutcomeOf(transactionOf({ status: 'paid' }), undefined, { isOrderPending: true })).toEqual({
      kind: 'pending',
    });
  });

  it.each([
    ['card_declined', 'card_declined'],
    ['insufficient_funds', 'insufficient_funds'],
    ['expired_card', 'other'],
    [null, 'other'],
  ])('declined with reason %s → %s', (failureReason, reason) => {
    expect(paymentOutcomeOf(transactionOf({ status: 'failed', failureReason }))).toEqual({
      kind: 'declined',
      reason,
    });
  });

  it('pending while open; expired when the session ran out', () => {
    expect(paymentOutcomeOf(transactionOf())).toEqual({ kind: 'pending' });
    expect(paymentOutcomeOf(transactionOf({ status: 'expired' }))).toEqual({ kind: 'expired' });
  });

  it('reads orderId, deviceId and transactionId from the address, or gives null', () => {
    const search = new URLSearchParams(
      'orderId=o&deviceId=d&transactionId=t&result=failed&reason=card_declined',
    );
    expect(paymentParamsOf(search)).toEqual({
      orderId: 'o',
      deviceId: 'd',
      transactionId: 't',
      result: 'failed',
      reason: 'card_declined',
    });
    expect(paymentParamsOf(new URLSearchParams('orderId=o&deviceId=d'))).toBeNull();
  });
});
