import { lazy } from 'react';

/** Every screen is its own chunk, fetched when first shown. */
export const WelcomeScreen = lazy(() =>
  import('../../features/welcome/welcome-screen').then((m) => ({ default: m.WelcomeScreen })),
);
export const ProductsScreen = lazy(() =>
  import('../../features/products/products-screen').then((m) => ({ default: m.ProductsScreen })),
);
export const HelpScreen = lazy(() =>
  import('../../features/help/help-screen').then((m) => ({ default: m.HelpScreen })),
);
export const IdleScreen = lazy(() =>
  import('../../features/idle/idle-screen').then((m) => ({ default: m.IdleScreen })),
);
export const ProductDetailScreen = lazy(() =>
  import('../../features/products/product-detail-screen').then((m) => ({ default: m.ProductDetailScreen })),
);
export const WorkflowManagerScreen = lazy(() =>
  import('../../features/workflow/workflow-manager-screen').then((m) => ({
    default: m.WorkflowManagerScreen,
  })),
);
export const OrderFormScreen = lazy(() =>
  import('../../features/order-form/order-form-screen').then((m) => ({ default: m.OrderFormScreen })),
);
/** /orders/{id}/payment: the order's offer step (issue 6) in front of scan to pay. */
export const PaymentScreen = lazy(() =>
  import('../../features/mobile-offers/kiosk/checkout-with-offers-screen').then((m) => ({
    default: m.CheckoutWithOffersScreen,
  })),
);
export const DispenseScreen = lazy(() =>
  import('../../features/dispense/dispense-screen').then((m) => ({ default: m.DispenseScreen })),
);
export const OrderStatusScreen = lazy(() =>
  import('../../features/order-status/order-status-screen').then((m) => ({ default: m.OrderStatusScreen })),
);
export const ReserveAuthorizationScreen = lazy(() =>
  import('../../features/reserve-pickup/reserve-authorization-screen').then((m) => ({
    default: m.ReserveAuthorizationScreen,
  })),
);
/** The visitor's phone (issue 6): offers, payment status, reserve for later. */
export const CheckEligibilityScreen = lazy(() =>
  import('../../features/mobile-offers/check-eligibility-screen').then((m) => ({
    default: m.CheckEligibilityScreen,
  })),
);
export const MfaPhoneScreen = lazy(() =>
  import('../../features/mobile-offers/mfa-phone-screen').then((m) => ({ default: m.MfaPhoneScreen })),
);
export const MfaCodeScreen = lazy(() =>
  import('../../features/mobile-offers/mfa-code-screen').then((m) => ({ default: m.MfaCodeScreen })),
);
export const OfferAvailabilityScreen = lazy(() =>
  import('../../features/mobile-offers/offer-availability-screen').then((m) => ({
    default: m.OfferAvailabilityScreen,
  })),
);
export const OfferStatusScreen = lazy(() =>
  import('../../features/mobile-offers/offer-status-screen').then((m) => ({ default: m.OfferStatusScreen })),
);
export const PaymentStatusScreen = lazy(() =>
  import('../../features/mobile-payment/payment-status-screen').then((m) => ({
    default: m.PaymentStatusScreen,
  })),
);
export const ReserveProductsScreen = lazy(() =>
  import('../../features/reserve/reserve-products-screen').then((m) => ({
    default: m.ReserveProductsScreen,
  })),
);
export const ReserveProductScreen = lazy(() =>
  import('../../features/reserve/reserve-product-screen').then((m) => ({ default: m.ReserveProductScreen })),
);
export const ReserveConfirmationScreen = lazy(() =>
  import('../../features/reserve/reserve-confirmation-screen').then((m) => ({
    default: m.ReserveConfirmationScreen,
  })),
);
export const ReserveFormScreen = lazy(() =>
  import('../../features/reserve/reserve-form-screen').then((m) => ({ default: m.ReserveFormScreen })),
);
export const ReservePaymentScreen = lazy(() =>
  import('../../features/reserve/reserve-payment-screen').then((m) => ({ default: m.ReservePaymentScreen })),
);
export const PlaceOrderScreen = lazy(() =>
  import('../../features/reserve/place-order-screen').then((m) => ({ default: m.PlaceOrderScreen })),
);
/** The one placeholder for screens that later issues build. */
export const ComingSoonScreen = lazy(() =>
  import('../pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
export const NotFoundScreen = lazy(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
/** Staff screens (user layout): each its own chunk. */
export const StaffSignInScreen = lazy(() =>
  import('../../features/stock/staff-sign-in-screen').then((m) => ({ default: m.StaffSignInScreen })),
);
export const StockManagementScreen = lazy(() =>
  import('../../features/stock/stock-management-screen').then((m) => ({ default: m.StockManagementScreen })),
);
export const AdjustStockScreen = lazy(() =>
  import('../../features/stock/adjust-stock-screen').then((m) => ({ default: m.AdjustStockScreen })),
);
export const TestDispenseStatusScreen = lazy(() =>
  import('../../features/stock/test-dispense-status-screen').then((m) => ({
    default: m.TestDispenseStatusScreen,
  })),
);
