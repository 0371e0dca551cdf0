import { lazy } from 'react';

/** Every screen is its own chunk, fetched when first shown. */
export const WelcomeScreen = lazy(() =>
  import('../../features/kiosk/welcome/welcome-screen').then((m) => ({ default: m.WelcomeScreen })),
);
export const ProductsScreen = lazy(() =>
  import('../../features/kiosk/products/products-screen').then((m) => ({ default: m.ProductsScreen })),
);
export const HelpScreen = lazy(() =>
  import('../../features/kiosk/help/help-screen').then((m) => ({ default: m.HelpScreen })),
);
export const IdleScreen = lazy(() =>
  import('../../features/kiosk/idle/idle-screen').then((m) => ({ default: m.IdleScreen })),
);
export const ProductDetailScreen = lazy(() =>
  import('../../features/kiosk/products/product-detail-screen').then((m) => ({
    default: m.ProductDetailScreen,
  })),
);
export const WorkflowManagerScreen = lazy(() =>
  import('../../features/kiosk/workflow/workflow-manager-screen').then((m) => ({
    default: m.WorkflowManagerScreen,
  })),
);
export const OrderFormScreen = lazy(() =>
  import('../../features/kiosk/order-form/order-form-screen').then((m) => ({ default: m.OrderFormScreen })),
);
/** /orders/{id}/payment: the order's offer step in front of scan to pay. */
export const PaymentScreen = lazy(() =>
  import('../../features/kiosk/offers/checkout-with-offers-screen').then((m) => ({
    default: m.CheckoutWithOffersScreen,
  })),
);
export const DispenseScreen = lazy(() =>
  import('../../features/kiosk/dispense/dispense-screen').then((m) => ({ default: m.DispenseScreen })),
);
export const OrderStatusScreen = lazy(() =>
  import('../../features/kiosk/order-status/order-status-screen').then((m) => ({
    default: m.OrderStatusScreen,
  })),
);
export const ReserveAuthorizationScreen = lazy(() =>
  import('../../features/kiosk/reserve-pickup/reserve-authorization-screen').then((m) => ({
    default: m.ReserveAuthorizationScreen,
  })),
);
/** The visitor's phone: offers, payment status, reserve for later. */
export const CheckEligibilityScreen = lazy(() =>
  import('../../features/phone/offers/check-eligibility-screen').then((m) => ({
    default: m.CheckEligibilityScreen,
  })),
);
export const PhoneVerificationNumberScreen = lazy(() =>
  import('../../features/phone/offers/phone-verification-number-screen').then((m) => ({
    default: m.PhoneVerificationNumberScreen,
  })),
);
export const PhoneVerificationCodeScreen = lazy(() =>
  import('../../features/phone/offers/phone-verification-code-screen').then((m) => ({
    default: m.PhoneVerificationCodeScreen,
  })),
);
export const OfferAvailabilityScreen = lazy(() =>
  import('../../features/phone/offers/offer-availability-screen').then((m) => ({
    default: m.OfferAvailabilityScreen,
  })),
);
export const OfferStatusScreen = lazy(() =>
  import('../../features/phone/offers/offer-status-screen').then((m) => ({ default: m.OfferStatusScreen })),
);
export const PaymentStatusScreen = lazy(() =>
  import('../../features/phone/payment-status/payment-status-screen').then((m) => ({
    default: m.PaymentStatusScreen,
  })),
);
export const ReserveProductsScreen = lazy(() =>
  import('../../features/phone/reserve/reserve-products-screen').then((m) => ({
    default: m.ReserveProductsScreen,
  })),
);
export const ReserveProductScreen = lazy(() =>
  import('../../features/phone/reserve/reserve-product-screen').then((m) => ({
    default: m.ReserveProductScreen,
  })),
);
export const ReserveConfirmationScreen = lazy(() =>
  import('../../features/phone/reserve/reserve-confirmation-screen').then((m) => ({
    default: m.ReserveConfirmationScreen,
  })),
);
export const ReserveFormScreen = lazy(() =>
  import('../../features/phone/reserve/reserve-form-screen').then((m) => ({ default: m.ReserveFormScreen })),
);
export const ReservePaymentScreen = lazy(() =>
  import('../../features/phone/reserve/reserve-payment-screen').then((m) => ({
    default: m.ReservePaymentScreen,
  })),
);
export const PlaceOrderScreen = lazy(() =>
  import('../../features/phone/reserve/place-order-screen').then((m) => ({ default: m.PlaceOrderScreen })),
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
  import('../../features/staff/staff-sign-in-screen').then((m) => ({ default: m.StaffSignInScreen })),
);
export const StockManagementScreen = lazy(() =>
  import('../../features/staff/stock-management-screen').then((m) => ({ default: m.StockManagementScreen })),
);
export const AdjustStockScreen = lazy(() =>
  import('../../features/staff/adjust-stock-screen').then((m) => ({ default: m.AdjustStockScreen })),
);
export const TestDispenseStatusScreen = lazy(() =>
  import('../../features/staff/test-dispense-status-screen').then((m) => ({
    default: m.TestDispenseStatusScreen,
  })),
);
/** The operator console (issue #20): each page its own chunk, none in the kiosk's first screen. */
export const ConsoleSignInScreen = lazy(() =>
  import('../../features/console/console-sign-in-screen').then((m) => ({ default: m.ConsoleSignInScreen })),
);
export const ConsoleFleetScreen = lazy(() =>
  import('../../features/console/fleet-screen').then((m) => ({ default: m.FleetScreen })),
);
export const ConsoleKioskScreen = lazy(() =>
  import('../../features/console/kiosk-screen').then((m) => ({ default: m.KioskScreen })),
);
export const ConsoleChartsScreen = lazy(() =>
  import('../../features/console/charts-screen').then((m) => ({ default: m.ChartsScreen })),
);
export const ConsoleAlertsScreen = lazy(() =>
  import('../../features/console/alerts-screen').then((m) => ({ default: m.AlertsScreen })),
);
export const ConsoleOutboxScreen = lazy(() =>
  import('../../features/console/alert-outbox-screen').then((m) => ({ default: m.AlertOutboxScreen })),
);
export const KioskPairingScreen = lazy(() =>
  import('../../features/staff/kiosk-pairing-screen').then((m) => ({ default: m.KioskPairingScreen })),
);
