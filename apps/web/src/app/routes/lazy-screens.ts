import { lazyScreen } from './lazy-screen';

export type { TLazyScreen } from './lazy-screen';

/** Every screen is its own chunk, fetched when first shown (or preloaded, see `route-table.tsx`). */
export const WelcomeScreen = lazyScreen(
  () => import('../../features/kiosk/welcome/welcome-screen'),
  'WelcomeScreen',
);
export const ProductsScreen = lazyScreen(
  () => import('../../features/kiosk/products/products-screen'),
  'ProductsScreen',
);
export const HelpScreen = lazyScreen(() => import('../../features/kiosk/help/help-screen'), 'HelpScreen');
export const IdleScreen = lazyScreen(() => import('../../features/kiosk/idle/idle-screen'), 'IdleScreen');
export const ProductDetailScreen = lazyScreen(
  () => import('../../features/kiosk/products/product-detail-screen'),
  'ProductDetailScreen',
);
export const WorkflowManagerScreen = lazyScreen(
  () => import('../../features/kiosk/workflow/workflow-manager-screen'),
  'WorkflowManagerScreen',
);
export const OrderFormScreen = lazyScreen(
  () => import('../../features/kiosk/order-form/order-form-screen'),
  'OrderFormScreen',
);
/** /orders/{id}/payment: the order's offer step in front of scan to pay. */
export const PaymentScreen = lazyScreen(
  () => import('../../features/kiosk/offers/checkout-with-offers-screen'),
  'CheckoutWithOffersScreen',
);
export const DispenseScreen = lazyScreen(
  () => import('../../features/kiosk/dispense/dispense-screen'),
  'DispenseScreen',
);
export const OrderStatusScreen = lazyScreen(
  () => import('../../features/kiosk/order-status/order-status-screen'),
  'OrderStatusScreen',
);
export const ReserveAuthorizationScreen = lazyScreen(
  () => import('../../features/kiosk/reserve-pickup/reserve-authorization-screen'),
  'ReserveAuthorizationScreen',
);
/** The visitor's phone: offers, payment status, reserve for later. */
export const CheckEligibilityScreen = lazyScreen(
  () => import('../../features/phone/offers/check-eligibility-screen'),
  'CheckEligibilityScreen',
);
export const PhoneVerificationNumberScreen = lazyScreen(
  () => import('../../features/phone/offers/phone-verification-number-screen'),
  'PhoneVerificationNumberScreen',
);
export const PhoneVerificationCodeScreen = lazyScreen(
  () => import('../../features/phone/offers/phone-verification-code-screen'),
  'PhoneVerificationCodeScreen',
);
export const OfferAvailabilityScreen = lazyScreen(
  () => import('../../features/phone/offers/offer-availability-screen'),
  'OfferAvailabilityScreen',
);
export const OfferStatusScreen = lazyScreen(
  () => import('../../features/phone/offers/offer-status-screen'),
  'OfferStatusScreen',
);
export const PaymentStatusScreen = lazyScreen(
  () => import('../../features/phone/payment-status/payment-status-screen'),
  'PaymentStatusScreen',
);
export const ReserveProductsScreen = lazyScreen(
  () => import('../../features/phone/reserve/reserve-products-screen'),
  'ReserveProductsScreen',
);
export const ReserveProductScreen = lazyScreen(
  () => import('../../features/phone/reserve/reserve-product-screen'),
  'ReserveProductScreen',
);
export const ReserveConfirmationScreen = lazyScreen(
  () => import('../../features/phone/reserve/reserve-confirmation-screen'),
  'ReserveConfirmationScreen',
);
export const ReserveFormScreen = lazyScreen(
  () => import('../../features/phone/reserve/reserve-form-screen'),
  'ReserveFormScreen',
);
export const ReservePaymentScreen = lazyScreen(
  () => import('../../features/phone/reserve/reserve-payment-screen'),
  'ReservePaymentScreen',
);
export const PlaceOrderScreen = lazyScreen(
  () => import('../../features/phone/reserve/place-order-screen'),
  'PlaceOrderScreen',
);
/** The one placeholder for screens that later issues build. */
export const ComingSoonScreen = lazyScreen(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
export const NotFoundScreen = lazyScreen(() => import('../pages/not-found-page'), 'NotFoundPage');
/** Staff screens (user layout): each its own chunk. */
export const StaffSignInScreen = lazyScreen(
  () => import('../../features/staff/staff-sign-in-screen'),
  'StaffSignInScreen',
);
export const StockManagementScreen = lazyScreen(
  () => import('../../features/staff/stock-management-screen'),
  'StockManagementScreen',
);
export const AdjustStockScreen = lazyScreen(
  () => import('../../features/staff/adjust-stock-screen'),
  'AdjustStockScreen',
);
export const TestDispenseStatusScreen = lazyScreen(
  () => import('../../features/staff/test-dispense-status-screen'),
  'TestDispenseStatusScreen',
);
export const HardwareCheckScreen = lazyScreen(
  () => import('../../features/staff/hardware-check-screen'),
  'HardwareCheckScreen',
);
export const KioskPairingScreen = lazyScreen(
  () => import('../../features/staff/kiosk-pairing-screen'),
  'KioskPairingScreen',
);
