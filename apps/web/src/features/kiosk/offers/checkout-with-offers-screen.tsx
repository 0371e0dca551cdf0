import { PaymentScreen } from '../checkout/payment-screen';
import { KioskOfferGate } from './kiosk-offer-gate';

/** The kiosk's /orders/{id}/payment: the order's offer step first (when it has one), then scan to pay. */
export function CheckoutWithOffersScreen() {
  return (
    <KioskOfferGate>
      <PaymentScreen />
    </KioskOfferGate>
  );
}
