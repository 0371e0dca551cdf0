import { createElement, lazy, type ComponentType } from 'react';

/** A screen whose code is fetched when it first shows, or ahead of that by `preload`. */
export type TLazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * The screen exported as `name` by the module `load` imports. Once its code is here (fetched ahead by
 * `preload`, or shown before) it renders at once: React's lazy alone would still suspend once and show
 * the loading page on its first showing.
 */
const lazyScreen = <TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName & (TModule[TName] extends ComponentType ? unknown : never),
): TLazyScreen => {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module[name] as ComponentType;
      return { default: Loaded };
    });
  const Suspending = lazy(preload);
  const Screen = () => createElement(Loaded ?? Suspending);
  return Object.assign(Screen, { preload });
};

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
/** The operator console: each page its own chunk, none in the kiosk's first screen. */
export const ConsoleSignInScreen = lazyScreen(
  () => import('../../features/console/console-sign-in-screen'),
  'ConsoleSignInScreen',
);
export const ConsoleFleetScreen = lazyScreen(
  () => import('../../features/console/fleet-screen'),
  'FleetScreen',
);
export const ConsoleKioskScreen = lazyScreen(
  () => import('../../features/console/kiosk-screen'),
  'KioskScreen',
);
export const ConsoleChartsScreen = lazyScreen(
  () => import('../../features/console/charts-screen'),
  'ChartsScreen',
);
export const ConsoleAlertsScreen = lazyScreen(
  () => import('../../features/console/alerts-screen'),
  'AlertsScreen',
);
export const ConsoleOutboxScreen = lazyScreen(
  () => import('../../features/console/alert-outbox-screen'),
  'AlertOutboxScreen',
);
export const ConsoleThresholdsScreen = lazyScreen(
  () => import('../../features/console/thresholds-screen'),
  'ThresholdsScreen',
);
export const ConsoleNewKioskScreen = lazyScreen(
  () => import('../../features/console/kiosk-setup/new-kiosk-screen'),
  'NewKioskScreen',
);
export const ConsoleKioskSettingsScreen = lazyScreen(
  () => import('../../features/console/kiosk-setup/kiosk-settings-screen'),
  'KioskSettingsScreen',
);
export const ConsoleAuditScreen = lazyScreen(
  () => import('../../features/console/audit/audit-screen'),
  'AuditScreen',
);
export const ConsoleTwoFactorScreen = lazyScreen(
  () => import('../../features/console/two-factor/two-factor-screen'),
  'TwoFactorScreen',
);
export const ConsoleReleasesScreen = lazyScreen(
  () => import('../../features/console/releases/releases-screen'),
  'ReleasesScreen',
);
export const ConsoleRolloutsScreen = lazyScreen(
  () => import('../../features/console/releases/rollouts-screen'),
  'RolloutsScreen',
);
export const ConsoleRolloutScreen = lazyScreen(
  () => import('../../features/console/releases/rollout-screen'),
  'RolloutScreen',
);
export const ConsoleCatalogScreen = lazyScreen(
  () => import('../../features/console/catalog/catalog-screen'),
  'CatalogScreen',
);
export const ConsoleProductScreen = lazyScreen(
  () => import('../../features/console/catalog/product-screen'),
  'ProductScreen',
);
export const ConsoleNewProductScreen = lazyScreen(
  () => import('../../features/console/catalog/product-screen'),
  'NewProductScreen',
);
export const ConsoleTranslationsScreen = lazyScreen(
  () => import('../../features/console/catalog/translations-screen'),
  'TranslationsScreen',
);
export const ConsoleAssortmentScreen = lazyScreen(
  () => import('../../features/console/catalog/assortment-screen'),
  'AssortmentScreen',
);
export const ConsolePeopleScreen = lazyScreen(
  () => import('../../features/console/people/people-screen'),
  'PeopleScreen',
);
export const ConsoleAccountScreen = lazyScreen(
  () => import('../../features/console/people/account-screen'),
  'AccountScreen',
);
export const KioskPairingScreen = lazyScreen(
  () => import('../../features/staff/kiosk-pairing-screen'),
  'KioskPairingScreen',
);
