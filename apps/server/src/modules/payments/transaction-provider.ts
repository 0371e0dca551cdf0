import type { AppContext } from '../../app-context';
import type { PaymentProvider } from '../../payments/payment-provider';

/** The configured provider of this name: undefined when PAYMENT_PROVIDER does not name it. */
export const configuredProvider = (
  ctx: Pick<AppContext, 'paymentProviders'>,
  name: string,
): PaymentProvider | undefined => ctx.paymentProviders.find((provider) => provider.name === name);

/**
 * The provider that took a transaction, for what comes back to it (its refund). A provider taken off the
 * configuration throws: the refund waits, and the sweep tries again once it is configured again.
 */
export function transactionProvider(
  ctx: Pick<AppContext, 'paymentProviders'>,
  transaction: { id: string; provider: string },
): PaymentProvider {
  const provider = configuredProvider(ctx, transaction.provider);
  if (!provider) {
    throw new Error(
      `transaction ${transaction.id} was taken by ${transaction.provider}, which PAYMENT_PROVIDER does not name`,
    );
  }
  return provider;
}
