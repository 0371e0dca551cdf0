import { randomUUID } from 'node:crypto';
import { CAPABILITY_PARAM, itemName } from '@kiosk/contract';
import { mintOrderCapability } from '../orders/order-capability';
import { ZUuid, type TTransaction } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { findOrderItems, lockOrder, markPaid, requireOrder, type OrderRow } from '../orders/orders.service';
import type { PaymentEvent, PaymentProvider } from '../../payments/payment-provider';
import { configuredProvider } from './transaction-provider';
import {
  findTransaction,
  lockTransactionAndOrder,
  insertOpenTransaction,
  listTransactions,
  recordEvent,
  updateTransaction,
  type NewTransaction,
  type TransactionRow,
} from './payments.repository';

export { expireOpenTransactions } from './payments.repository';

const notPayable = (reason: string) =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.payment.notPayable',
    params: { reason },
  });

export function toTransactionView(ctx: AppContext, deviceId: string, t: TransactionRow): TTransaction {
  return {
    id: t.id,
    orderId: t.orderId,
    provider: t.provider as TTransaction['provider'],
    status: t.status as TTransaction['status'],
    amount: t.amount,
    currency: t.currency,
    refundedAmount: t.refundedAmount,
    // The QR code's address: it carries the order capability, which the phone keeps in its cookie.
    paymentUrl: `${ctx.config.publicUrl}/devices/${deviceId}/orders/${t.orderId}/transactions/${t.id}/session?${new URLSearchParams({ [CAPABILITY_PARAM]: mintOrderCapability(ctx, t.orderId, false) }).toString()}`,
    failureReason: t.failureReason,
    createdAt: t.createdAt.toISOString(),
  };
}

/** Whether the order's workflows are all authorised, read in the caller's transaction (workflows says). */
export type IsAuthorizedIn = (tx: Db, orderId: string) => Promise<boolean>;

/**
 * Opens a checkout for an authorised, unpaid order; while one is open, asking again returns it.
 * The row is written before the provider is called, under the order's lock, so two taps never open two.
 * `isAuthorizedIn` says why none was written when the order still has a step to authorise.
 */
export async function openTransaction(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  locale: string,
  isAuthorizedIn: IsAuthorizedIn,
) {
  const { transaction, isNew, order } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order) throw notFound('order');
    if (order.status !== 'open' || order.paidAt) throw notPayable(order.paidAt ? 'paid' : order.status);
    if (order.total <= 0) throw notPayable('free');
    if (order.awaitingPhone) throw notPayable('phone');
    const id = randomUUID();
    const row: NewTransaction = {
      id,
      orderId,
      provider: ctx.payments.name,
      providerRef: `pending-${id}`,
      status: 'open',
      amount: order.total,
      currency: order.currency,
      paymentUrl: '',
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    };
    if (await insertOpenTransaction(tx, row)) {
      return { transaction: { ...row, refundedAmount: 0, failureReason: null }, isNew: true, order };
    }
    // Nothing written (the common case takes one statement for the checks and the write): say why.
    if (!(await isAuthorizedIn(tx, orderId))) throw notPayable('authorization');
    const open = (await listTransactions(tx, orderId)).find((t) => t.status === 'open');
    if (!open) throw new Error(`order ${orderId}: its checkout was neither written nor open`);
    return { transaction: open, isNew: false, order };
  });
  if (!isNew) return toTransactionView(ctx, device.id, transaction);
  // The order as locked above: only an open order gets a checkout, and its total and items do not change.
  const items = await findOrderItems(ctx.db, orderId);
  let saved: TransactionRow | undefined;
  try {
    const session = await ctx.payments.createCheckout({
      transactionId: transaction.id,
      orderId,
      deviceId: device.id,
      merchantName: device.name,
      amount: order.total,
      currency: order.currency,
      lineItems: items
        .filter(({ item }) => item.unitPrice > 0)
        .map(({ item, sku, productTitles }) => ({
          title: itemName(pickText(productTitles, locale), pickText(sku.titles, locale)),
          unitAmount: item.unitPrice,
          quantity: item.quantity,
        })),
      expiresAt: order.holdExpiresAt ?? undefined,
    });
    saved = await updateTransaction(ctx.db, transaction.id, {
      providerRef: session.providerRef,
      paymentUrl: session.url,
    });
  } catch (error) {
    await updateTransaction(ctx.db, transaction.id, {
      status: 'failed',
      failureReason: 'provider_unavailable',
    });
    throw error;
  }
  return toTransactionView(ctx, device.id, saved!);
}

export async function listOrderTransactions(ctx: AppContext, device: DeviceRow, orderId: string) {
  await requireOrder(ctx.db, device.id, orderId);
  return (await listTransactions(ctx.db, orderId)).map((t) => toTransactionView(ctx, device.id, t));
}

export async function requireTransaction(ctx: AppContext, device: DeviceRow, orderId: string, id: string) {
  const transaction = await findTransaction(ctx.db, device.id, orderId, id);
  if (transaction) return transaction;
  // Which one is missing: the order (404 order) or its transaction.
  await requireOrder(ctx.db, device.id, orderId);
  throw notFound('transaction');
}

/** Where the QR code's short URL sends the phone: the provider's checkout, while it is open. */
export async function checkoutUrl(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  id: string,
): Promise<string> {
  const transaction = await requireTransaction(ctx, device, orderId, id);
  if (transaction.status !== 'open' || !transaction.paymentUrl) throw notPayable(transaction.status);
  return transaction.paymentUrl;
}

type EventOutcome = 'ignored' | 'duplicate' | 'unknown' | 'applied' | 'unchanged' | 'mismatch';

/** What the caller does in the payment's transaction once the order is paid (a reservation is placed). */
export type OnPaid = (tx: Db, paid: OrderRow) => Promise<void>;

async function applyEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: PaymentEvent,
  onPaid: OnPaid,
): Promise<{ outcome: EventOutcome; orderId?: string; isOwingNothing?: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, provider.name, event.eventId, event.type))) return { outcome: 'duplicate' };
    // Our transaction ids are UUIDs: any other value (a signed but odd event) is looked up by reference,
    // never handed to a uuid column, where it would fail the query (a 500 found by the fuzz test).
    const found = await lockTransactionAndOrder(
      tx,
      event.transactionId && ZUuid.safeParse(event.transactionId).success
        ? { id: event.transactionId }
        : { provider: provider.name, providerRef: event.providerRef },
    );
    // Only the provider that took a transaction speaks for it.
    if (found?.transaction.provider !== provider.name) return { outcome: 'unknown' };
    const { transaction, order } = found;
    const isSettled = ['paid', 'refunded', 'partially_refunded'].includes(transaction.status);
    if (event.type === 'paid') {
      if (isSettled) return { outcome: 'unchanged', orderId: transaction.orderId };
      // A signed event that does not match what we asked for is recorded and flagged, never applied.
      const isMismatch =
        event.providerRef !== transaction.providerRef ||
        (event.amount !== null && event.amount !== transaction.amount) ||
        (event.currency !== null && event.currency !== transaction.currency);
      if (isMismatch) {
        await updateTransaction(tx, transaction.id, { failureReason: 'webhook_mismatch' });
        return { outcome: 'mismatch', orderId: transaction.orderId };
      }
      const isPaid = { status: 'paid', failureReason: null };
      if (order.status === 'open' && !order.paidAt) {
        const paid = await markPaid(tx, order, ctx.now());
        await updateTransaction(tx, transaction.id, isPaid);
        await onPaid(tx, paid);
        // The order's first payment, no more than its total, while it can still dispense: nothing is owed.
        const isOwingNothing = transaction.amount <= order.total;
        return { outcome: 'applied', orderId: transaction.orderId, isOwingNothing };
      }
      await updateTransaction(tx, transaction.id, isPaid);
      return { outcome: 'applied', orderId: transaction.orderId };
    }
    // A late 'failed' or 'expired' never un-pays a transaction.
    if (transaction.status !== 'open') return { outcome: 'unchanged', orderId: transaction.orderId };
    await updateTransaction(tx, transaction.id, {
      status: event.type,
      failureReason: event.type === 'failed' ? (event.failureReason ?? 'failed') : null,
    });
    return { outcome: 'applied', orderId: transaction.orderId };
  });
}

/**
 * A configured provider's webhook: verified over the raw body, applied once, in any order, to a transaction
 * that provider took; `onPaid` runs in its transaction once the order is paid. Money that arrives for an
 * order that has ended (cancelled, expired) or twice is refunded at once.
 */
export async function handleWebhook(
  ctx: AppContext,
  provider: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  onPaid: OnPaid,
): Promise<EventOutcome> {
  const payments = configuredProvider(ctx, provider);
  if (!payments) throw notFound('route');
  const { metrics } = ctx;
  const event = await payments.parseWebhook(rawBody, headers).catch((error: unknown) => {
    metrics.webhook(provider, 'invalid_signature');
    throw error;
  });
  if (!event) {
    metrics.webhook(provider, 'ignored');
    return 'ignored';
  }
  const { outcome, orderId, isOwingNothing } = await applyEvent(ctx, payments, event, onPaid);
  metrics.webhook(
    provider,
    outcome === 'duplicate' || outcome === 'mismatch'
      ? outcome
      : outcome === 'unknown'
        ? 'ignored'
        : 'applied',
  );
  if (outcome === 'mismatch') {
    ctx.log.warn(
      { eventId: event.eventId, orderId },
      'payment webhook does not match its transaction: not applied',
    );
  }
  if (outcome === 'applied' && event.type === 'paid') metrics.orderStatus('paid');
  ctx.log.info({ eventId: event.eventId, type: event.type, outcome }, 'payment webhook');
  // Money for an order that ended, or paid twice, goes back at once.
  if (orderId && event.type === 'paid' && outcome !== 'mismatch' && !isOwingNothing)
    await ctx.onOrderEnded(orderId);
  return outcome;
}
