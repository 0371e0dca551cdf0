import { createElement, lazy, type ComponentType } from 'react';

/** A screen whose code is fetched when it first shows, or ahead of that by `preload`. */
export type TLazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A lazy screen that, once its code is here (fetched ahead by `preload`, or shown before), renders at
 * once: React's lazy alone would still suspend once and show the loading page on its first showing.
 */
const lazyScreen = (load: () => Promise<{ default: ComponentType }>): TLazyScreen => {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Suspending = lazy(preload);
  const Screen = () => createElement(Loaded ?? Suspending);
  return Object.assign(Screen, { preload });
};

/** Every screen is its own chunk, fetched when first shown (or preloaded, see `route-table.tsx`). */
export const WelcomeScreen = lazyScreen(() =>
  import('../../features/kiosk/welcome/welcome-screen').then((m) => ({ default: m.WelcomeScreen })),
);
export const ProductsScreen = lazyScreen(() =>
  import('../../features/kiosk/products/products-screen').then((m) => ({ default: m.ProductsScreen })),
);
export const HelpScreen = lazyScreen(() =>
  import('../../features/kiosk/help/help-screen').then((m) => ({ default: m.HelpScreen })),
);
export const IdleScreen = lazyScreen(() =>
  import('../../features/kiosk/idle/idle-screen').then((m) => ({ default: m.IdleScreen })),
);
export const ProductDetailScreen = lazyScreen(() =>
  import('../../features/kiosk/products/product-detail-screen').then((m) => ({
    default: m.ProductDetailScreen,
  })),
);
export const WorkflowManagerScreen = lazyScreen(() =>
  import('../../features/kiosk/workflow/workflow-manager-screen').then((m) => ({
    default: m.WorkflowManagerScreen,
  })),
);
export const OrderFormScreen = lazyScreen(() =>
  import('../../features/kiosk/order-form/order-form-screen').then((m) => ({ default: m.OrderFormScreen })),
);
/** /orders/{id}/payment: the order's offer step in front of scan to pay. */
export const PaymentScreen = lazyScreen(() =>
  import('../../features/kiosk/offers/checkout-with-offers-screen').then((m) => ({
    default: m.CheckoutWithOffersScreen,
  })),
);
export const DispenseScreen = lazyScreen(() =>
  import('../../features/kiosk/dispense/dispense-screen').then((m) => ({ default: m.DispenseScreen })),
);
export const OrderStatusScreen = lazyScreen(() =>
  import('../../features/kiosk/order-status/order-status-screen').then((m) => ({
    default: m.OrderStatusScreen,
  })),
);
export const ReserveAuthorizationScreen = lazyScreen(() =>
  import('../../features/kiosk/reserve-pickup/reserve-authorization-screen').then((m) => ({
    default: m.ReserveAuthorizationScreen,
  })),
);
/** The visitor's phone: offers, payment status, reserve for later. */
export const CheckEligibilityScreen = lazyScreen(() =>
  import('../../features/phone/offers/check-eligibility-screen').then((m) => ({
    default: m.CheckEligibilityScreen,
  })),
);
export const PhoneVerificationNumberScreen = lazyScreen(() =>
  import('../../features/phone/offers/phone-verification-number-screen').then((m) => ({
    default: m.PhoneVerificationNumberScreen,
  })),
);
export const PhoneVerificationCodeScreen = lazyScreen(() =>
  import('../../features/phone/offers/phone-verification-code-screen').then((m) => ({
    default: m.PhoneVerificationCodeScreen,
  })),
);
export const OfferAvailabilityScreen = lazyScreen(() =>
  import('../../features/phone/offers/offer-availability-screen').then((m) => ({
    default: m.OfferAvailabilityScreen,
  })),
);
export const OfferStatusScreen = lazyScreen(() =>
  import('../../features/phone/offers/offer-status-screen').then((m) => ({ default: m.OfferStatusScreen })),
);
export const PaymentStatusScreen = lazyScreen(() =>
  import('../../features/phone/payment-status/payment-status-screen').then((m) => ({
    default: m.PaymentStatusScreen,
  })),
);
export const ReserveProductsScreen = lazyScreen(() =>
  import('../../features/phone/reserve/reserve-products-screen').then((m) => ({
    default: m.ReserveProductsScreen,
  })),
);
export const ReserveProductScreen = lazyScreen(() =>
  import('../../features/phone/reserve/reserve-product-screen').then((m) => ({
    default: m.ReserveProductScreen,
  })),
);
export const ReserveConfirmationScreen = lazyScreen(() =>
  import('../../features/phone/reserve/reserve-confirmation-screen').then((m) => ({
    default: m.ReserveConfirmationScreen,
  })),
);
export const ReserveFormScreen = lazyScreen(() =>
  import('../../features/phone/reserve/reserve-form-screen').then((m) => ({ default: m.ReserveFormScreen })),
);
export const ReservePaymentScreen = lazyScreen(() =>
  import('../../features/phone/reserve/reserve-payment-screen').then((m) => ({
    default: m.ReservePaymentScreen,
  })),
);
export const PlaceOrderScreen = lazyScreen(() =>
  import('../../features/phone/reserve/place-order-screen').then((m) => ({ default: m.PlaceOrderScreen })),
);
/** The one placeholder for screens that later issues build. */
export const ComingSoonScreen = lazyScreen(() =>
  import('../pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
export const NotFoundScreen = lazyScreen(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
/** Staff screens (user layout): each its own chunk. */
export const StaffSignInScreen = lazyScreen(() =>
  import('../../features/staff/staff-sign-in-screen').then((m) => ({ default: m.StaffSignInScreen })),
);
export const StockManagementScreen = lazyScreen(() =>
  import('../../features/staff/stock-management-screen').then((m) => ({ default: m.StockManagementScreen })),
);
export const AdjustStockScreen = lazyScreen(() =>
  import('../../features/staff/adjust-stock-screen').then((m) => ({ default: m.AdjustStockScreen })),
);
export const TestDispenseStatusScreen = lazyScreen(() =>
  import('../../features/staff/test-dispense-status-screen').then((m) => ({
    default: m.TestDispenseStatusScreen,
  })),
);
/** The operator console (issue #20): each page its own chunk, none in the kiosk's first screen. */
export const ConsoleSignInScreen = lazyScreen(() =>
  import('../../features/console/console-sign-in-screen').then((m) => ({ default: m.ConsoleSignInScreen })),
);
export const ConsoleFleetScreen = lazyScreen(() =>
  import('../../features/console/fleet-screen').then((m) => ({ default: m.FleetScreen })),
);
export const ConsoleKioskScreen = lazyScreen(() =>
  import('../../features/console/kiosk-screen').then((m) => ({ default: m.KioskScreen })),
);
export const ConsoleChartsScreen = lazyScreen(() =>
  import('../../features/console/charts-screen').then((m) => ({ default: m.ChartsScreen })),
);
export const ConsoleAlertsScreen = lazyScreen(() =>
  import('../../features/console/alerts-screen').then((m) => ({ default: m.AlertsScreen })),
);
export const ConsoleOutboxScreen = lazyScreen(() =>
  import('../../features/console/alert-outbox-screen').then((m) => ({ default: m.AlertOutboxScreen })),
);
export const KioskPairingScreen = lazyScreen(() =>
  import('../../features/staff/kiosk-pairing-screen').then((m) => ({ default: m.KioskPairingScreen })),
);
