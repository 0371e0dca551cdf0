import type { AppContext } from '../app-context';
import type { DeviceRow } from '../modules/devices/devices.service';
import { handleWebhook, openTransaction } from '../modules/payments/payments.service';
import { placeReservation } from '../modules/reservations/reservations.service';
import { isAuthorized, listOrderWorkflows } from '../modules/workflows/workflows.service';

/**
 * Open a checkout, a flow over payments and workflows: payments writes the transaction under the order's
 * lock; when it writes none, workflows says whether a step is still to authorise (the 409's reason).
 */
export const openCheckout = (ctx: AppContext, device: DeviceRow, orderId: string, locale: string) =>
  openTransaction(ctx, device, orderId, locale, async (tx, id) =>
    isAuthorized(await listOrderWorkflows(tx, id)),
  );

/**
 * A payment provider's webhook, a flow over payments, orders and reservations, in one transaction:
 * payments applies the event and orders marks the order paid; a reservation paid on the phone is placed
 * by its payment (its code and pick-up step written), so the code is there at once. Refunds of money an
 * ended order does not owe follow the commit (payments, through `ctx.onOrderEnded`).
 */
export const receivePayment = (
  ctx: AppContext,
  provider: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) =>
  handleWebhook(ctx, provider, rawBody, headers, async (tx, paid) => {
    if (paid.isReservable) await placeReservation(ctx, tx, paid);
  });
