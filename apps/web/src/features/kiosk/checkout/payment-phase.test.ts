import { describe, expect, it } from 'vitest';
import type { TOrder, TTransaction } from '@kiosk/contract';
import { paymentPhaseOf } from './payment-phase';

const transaction = (overrides: Partial<TTransaction> = {}): TTransaction => ({
  id: '11111111-1111-4111-8111-111111111111',
  orderId: '22222222-2222-4222-8222-222222222222',
  provider: 'sandbox',
  status: 'open',
  amount: 899,
  currency: 'USD',
  refundedAmount: 0,
  paymentUrl: 'http://127.0.0.1/devices/d/orders/o/transactions/t/session',
  failureReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const order = (status: TOrder['status'], isPaid = false) =>
  ({ status, metadata: { isPaid } }) as Pick<TOrder, 'status' | 'metadata'>;

const phase = (input: Partial<Parameters<typeof paymentPhaseOf>[0]>) =>
  paymentPhaseOf({
    transaction: undefined,
    order: undefined,
    isOpening: false,
    hasOpenError: false,
    ...input,
  });

describe('payment phase', () => {
  it('is preparing until the checkout is open', () => {
    expect(phase({ isOpening: true })).toEqual({ kind: 'preparing' });
    expect(phase({})).toEqual({ kind: 'preparing' });
  });

  it('waits for the phone while the transaction is open', () => {
    const open = transaction();
    expect(phase({ transaction: open, order: order('open') })).toEqual({
      kind: 'waiting',
      transaction: open,
    });
  });

  it('is paid when the transaction or the order says so', () => {
    expect(phase({ transaction: transaction({ status: 'paid' }) })).toEqual({ kind: 'paid' });
    expect(phase({ transaction: transaction(), order: order('paid') })).toEqual({ kind: 'paid' });
    expect(phase({ hasOpenError: true, order: order('open', true) })).toEqual({ kind: 'paid' });
    expect(phase({ hasOpenError: true, order: order('dispensed') })).toEqual({ kind: 'paid' });
  });

  it('is declined with the reason of a failed transaction', () => {
    expect(phase({ transaction: transaction({ status: 'failed', failureReason: 'card_declined' }) })).toEqual(
      {
        kind: 'declined',
        reason: 'card_declined',
      },
    );
    expect(
      phase({ transaction: transaction({ status: 'failed', failureReason: 'insufficient_funds' }) }),
    ).toEqual({ kind: 'declined', reason: 'insufficient_funds' });
    expect(
      phase({ transaction: transaction({ status: 'failed', failureReason: 'processing_error' }) }),
    ).toEqual({
      kind: 'declined',
      reason: 'other',
    });
  });

  it('is expired for an expired transaction, and an error when none could be opened', () => {
    expect(phase({ transaction: transaction({ status: 'expired' }) })).toEqual({ kind: 'expired' });
    expect(phase({ hasOpenError: true })).toEqual({ kind: 'error' });
  });
});
