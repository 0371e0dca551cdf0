/** How the visitor's payment ended, as the phone's status page is told (it still asks the server for the truth). */
export type PaymentStatusResult = 'paid' | 'failed' | 'cancelled';

export const PAYMENT_STATUS_PATH = '/mobile/payment/status';

/** The same-origin path the phone lands on after paying: `/mobile/payment/status?orderId&deviceId&transactionId&result[&reason]`. */
export function paymentStatusPath(target: {
  orderId: string;
  deviceId: string;
  transactionId: string;
  result: PaymentStatusResult;
  reason?: string;
}): string {
  const query = new URLSearchParams({
    orderId: target.orderId,
    deviceId: target.deviceId,
    transactionId: target.transactionId,
    result: target.result,
  });
  if (target.reason) query.set('reason', target.reason);
  return `${PAYMENT_STATUS_PATH}?${query.toString()}`;
}
