import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { LayoutRoute } from '../layouts/layout-route';
import type { TLayoutKind } from '../layouts/app-layout';
import { ErrorPage } from '../pages/error-page';
import { RootErrorPage } from '../pages/root-error-page';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import {
  DispenseScreen,
  HelpScreen,
  IdleScreen,
  NotFoundScreen,
  OrderFormScreen,
  OrderStatusScreen,
  PaymentScreen,
  ProductDetailScreen,
  ProductsScreen,
  ReserveAuthorizationScreen,
  WelcomeScreen,
  WorkflowManagerScreen,
  type TLazyScreen,
} from './lazy-screens';
import {
  AdjustStockScreen,
  KioskPairingScreen,
  StaffSignInScreen,
  StockManagementScreen,
  TestDispenseStatusScreen,
  HardwareCheckScreen,
} from './lazy-screens';
import {
  CheckEligibilityScreen,
  PhoneVerificationCodeScreen,
  PhoneVerificationNumberScreen,
  OfferAvailabilityScreen,
  OfferStatusScreen,
  PaymentStatusScreen,
  PlaceOrderScreen,
  ReserveConfirmationScreen,
  ReserveFormScreen,
  ReservePaymentScreen,
  ReserveProductScreen,
  ReserveProductsScreen,
} from './lazy-screens';
import {
  ConsoleAlertsScreen,
  ConsoleChartsScreen,
  ConsoleFleetScreen,
  ConsoleKioskScreen,
  ConsoleOutboxScreen,
  ConsoleThresholdsScreen,
  ConsoleReleasesScreen,
  ConsoleRolloutsScreen,
  ConsoleRolloutScreen,
  ConsoleNewKioskScreen,
  ConsoleKioskSettingsScreen,
  ConsoleAuditScreen,
  ConsoleSignInScreen,
  ConsoleCatalogScreen,
  ConsoleProductScreen,
  ConsoleNewProductScreen,
  ConsoleTranslationsScreen,
  ConsoleAssortmentScreen,
  ConsolePeopleScreen,
  ConsoleAccountScreen,
  ConsoleTwoFactorScreen,
} from './lazy-screens';
import type { TRouteHandle } from './route-handle';
import { ROUTES, type TRouteName } from '../../shared/routes/paths';
import { PreloadScreen } from './preload-screen';
import { RootRoute } from './root-route';

type TScreenRoute = {
  route: TRouteName;
  layout: TLayoutKind;
  Screen: ComponentType;
  handle: TRouteHandle;
  /** The screen a visitor usually goes to from this one, whose code is fetched while this one shows. */
  next?: TLazyScreen;
};

/** Which layout and screen each route of docs/product.md §2 shows. */
export const SCREEN_ROUTES: TScreenRoute[] = [
  {
    route: 'home',
    layout: 'kiosk',
    Screen: WelcomeScreen,
    handle: { screen: 'welcome' },
    next: ProductsScreen,
  },
  { route: 'help', layout: 'kiosk', Screen: HelpScreen, handle: { screen: 'help', showTitle: true } },
  { route: 'idleScreen', layout: 'kiosk', Screen: IdleScreen, handle: { screen: 'idle' } },
  {
    route: 'products',
    layout: 'kiosk',
    Screen: ProductsScreen,
    handle: { screen: 'products', showTitle: true, hasFooter: true },
  },
  {
    route: 'product',
    layout: 'kiosk',
    Screen: ProductDetailScreen,
    handle: { screen: 'productDetail', showTitle: true },
  },
  {
    route: 'workflowManager',
    layout: 'kiosk',
    Screen: WorkflowManagerScreen,
    handle: { screen: 'workflowManager', showTitle: true },
  },
  {
    route: 'payment',
    layout: 'kiosk',
    Screen: PaymentScreen,
    handle: { screen: 'payment', showTitle: true },
  },
  {
    route: 'orderStatus',
    layout: 'kiosk',
    Screen: OrderStatusScreen,
    handle: { screen: 'orderStatus', showTitle: true },
  },
  {
    route: 'orderForm',
    layout: 'kiosk',
    Screen: OrderFormScreen,
    handle: { screen: 'orderForm', showTitle: true },
  },
  {
    route: 'reserveAuthorization',
    layout: 'kiosk',
    Screen: ReserveAuthorizationScreen,
    handle: { screen: 'reserveAuthorization', showTitle: true },
  },
  {
    route: 'dispense',
    layout: 'kiosk',
    Screen: DispenseScreen,
    handle: { screen: 'dispense', showTitle: true },
  },
  {
    route: 'staffAuth',
    layout: 'user',
    Screen: StaffSignInScreen,
    handle: { screen: 'staffSignIn', showTitle: true },
  },
  {
    route: 'stockManagement',
    layout: 'user',
    Screen: StockManagementScreen,
    handle: { screen: 'stockManagement', showTitle: true },
  },
  {
    route: 'adjustStock',
    layout: 'user',
    Screen: AdjustStockScreen,
    handle: { screen: 'adjustStock', showTitle: true },
  },
  {
    route: 'testDispenseStatus',
    layout: 'user',
    Screen: TestDispenseStatusScreen,
    handle: { screen: 'testDispenseStatus', showTitle: true },
  },
  {
    route: 'hardwareCheck',
    layout: 'user',
    Screen: HardwareCheckScreen,
    handle: { screen: 'hardwareCheck', showTitle: true },
  },
  {
    route: 'kioskPairing',
    layout: 'user',
    Screen: KioskPairingScreen,
    handle: { screen: 'kioskPairing', showTitle: true },
  },
  {
    route: 'checkEligibility',
    layout: 'mobile',
    Screen: CheckEligibilityScreen,
    handle: { screen: 'checkEligibility', showTitle: true },
  },
  {
    route: 'phoneVerificationNumber',
    layout: 'mobile',
    Screen: PhoneVerificationNumberScreen,
    handle: { screen: 'phoneVerificationNumber', showTitle: true },
  },
  {
    route: 'phoneVerificationCode',
    layout: 'mobile',
    Screen: PhoneVerificationCodeScreen,
    handle: { screen: 'phoneVerificationCode', showTitle: true },
  },
  {
    route: 'offerAvailability',
    layout: 'mobile',
    Screen: OfferAvailabilityScreen,
    handle: { screen: 'offerAvailability', showTitle: true },
  },
  {
    route: 'mobileOrderStatus',
    layout: 'mobile',
    Screen: OfferStatusScreen,
    handle: { screen: 'mobileOrderStatus', showTitle: true },
  },
  {
    route: 'paymentStatus',
    layout: 'mobile',
    Screen: PaymentStatusScreen,
    handle: { screen: 'paymentStatus', showTitle: true },
  },
  {
    route: 'reserveProducts',
    layout: 'mobile',
    Screen: ReserveProductsScreen,
    handle: { screen: 'reserveProducts', showTitle: true },
  },
  {
    route: 'reserveProduct',
    layout: 'mobile',
    Screen: ReserveProductScreen,
    handle: { screen: 'reserveProduct', showTitle: true },
  },
  {
    route: 'reserveConfirmation',
    layout: 'mobile',
    Screen: ReserveConfirmationScreen,
    handle: { screen: 'reserveConfirmation', showTitle: true },
  },
  {
    route: 'reserveForm',
    layout: 'mobile',
    Screen: ReserveFormScreen,
    handle: { screen: 'reserveForm', showTitle: true },
  },
  {
    route: 'reservePayment',
    layout: 'mobile',
    Screen: ReservePaymentScreen,
    handle: { screen: 'reservePayment', showTitle: true },
  },
  {
    route: 'placeOrder',
    layout: 'mobile',
    Screen: PlaceOrderScreen,
    handle: { screen: 'placeOrder', showTitle: true },
  },
  {
    route: 'consoleSignIn',
    layout: 'user',
    Screen: ConsoleSignInScreen,
    handle: { screen: 'consoleSignIn', showTitle: true },
  },
  {
    route: 'consoleFleet',
    layout: 'user',
    Screen: ConsoleFleetScreen,
    handle: { screen: 'consoleFleet', showTitle: true },
  },
  {
    route: 'consoleKiosk',
    layout: 'user',
    Screen: ConsoleKioskScreen,
    handle: { screen: 'consoleKiosk', showTitle: true },
  },
  {
    route: 'consoleCharts',
    layout: 'user',
    Screen: ConsoleChartsScreen,
    handle: { screen: 'consoleCharts', showTitle: true },
  },
  {
    route: 'consoleAlerts',
    layout: 'user',
    Screen: ConsoleAlertsScreen,
    handle: { screen: 'consoleAlerts', showTitle: true },
  },
  {
    route: 'consoleOutbox',
    layout: 'user',
    Screen: ConsoleOutboxScreen,
    handle: { screen: 'consoleOutbox', showTitle: true },
  },
  {
    route: 'consoleThresholds',
    layout: 'user',
    Screen: ConsoleThresholdsScreen,
    handle: { screen: 'consoleThresholds', showTitle: true },
  },
  {
    route: 'consoleNewKiosk',
    layout: 'user',
    Screen: ConsoleNewKioskScreen,
    handle: { screen: 'consoleNewKiosk', showTitle: true },
  },
  {
    route: 'consoleKioskSettings',
    layout: 'user',
    Screen: ConsoleKioskSettingsScreen,
    handle: { screen: 'consoleKioskSettings', showTitle: true },
  },
  {
    route: 'consoleAudit',
    layout: 'user',
    Screen: ConsoleAuditScreen,
    handle: { screen: 'consoleAudit', showTitle: true },
  },
  {
    route: 'consoleReleases',
    layout: 'user',
    Screen: ConsoleReleasesScreen,
    handle: { screen: 'consoleReleases', showTitle: true },
  },
  {
    route: 'consoleRollouts',
    layout: 'user',
    Screen: ConsoleRolloutsScreen,
    handle: { screen: 'consoleRollouts', showTitle: true },
  },
  {
    route: 'consoleRollout',
    layout: 'user',
    Screen: ConsoleRolloutScreen,
    handle: { screen: 'consoleRollout', showTitle: true },
  },
  {
    route: 'consoleCatalog',
    layout: 'user',
    Screen: ConsoleCatalogScreen,
    handle: { screen: 'consoleCatalog', showTitle: true },
  },
  {
    route: 'consoleNewProduct',
    layout: 'user',
    Screen: ConsoleNewProductScreen,
    handle: { screen: 'consoleNewProduct', showTitle: true },
  },
  {
    route: 'consoleProduct',
    layout: 'user',
    Screen: ConsoleProductScreen,
    handle: { screen: 'consoleProduct', showTitle: true },
  },
  {
    route: 'consoleTranslations',
    layout: 'user',
    Screen: ConsoleTranslationsScreen,
    handle: { screen: 'consoleTranslations', showTitle: true },
  },
  {
    route: 'consoleAssortment',
    layout: 'user',
    Screen: ConsoleAssortmentScreen,
    handle: { screen: 'consoleAssortment', showTitle: true },
  },
  {
    route: 'consolePeople',
    layout: 'user',
    Screen: ConsolePeopleScreen,
    handle: { screen: 'consolePeople', showTitle: true },
  },
  {
    route: 'consoleAccount',
    layout: 'user',
    Screen: ConsoleAccountScreen,
    handle: { screen: 'consoleAccount', showTitle: true },
  },
  {
    route: 'consoleTwoFactor',
    layout: 'user',
    Screen: ConsoleTwoFactorScreen,
    handle: { screen: 'consoleTwoFactor', showTitle: true },
  },
];

const LAYOUTS: TLayoutKind[] = ['kiosk', 'user', 'mobile'];

const layoutRoute = (kind: TLayoutKind): RouteObject => ({
  element: <LayoutRoute kind={kind} />,
  children: [
    {
      // Errors of a screen show the error page inside the layout.
      element: (
        <RouteErrorBoundary fallback={<ErrorPage />}>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: SCREEN_ROUTES.filter((entry) => entry.layout === kind).map(
        ({ route, Screen, handle, next }) => ({
          path: ROUTES[route],
          element: (
            <>
              <Screen />
              {next ? <PreloadScreen screen={next} /> : null}
            </>
          ),
          handle,
        }),
      ),
    },
  ],
});

/**
 * The app's route table: every route of docs/product.md §2 in its layout, and a not-found page for the rest.
 * Rendered by AppRoutes (useRoutes); the handles are read with matchRoutes (see route-handle).
 */
export const createRouteTable = (): RouteObject[] => [
  {
    // Errors above the layouts show the error page in the bare kiosk frame.
    element: (
      <RouteErrorBoundary fallback={<RootErrorPage />}>
        <RootRoute />
      </RouteErrorBoundary>
    ),
    children: [
      ...LAYOUTS.map(layoutRoute),
      {
        element: <LayoutRoute kind="kiosk" />,
        children: [
          { path: '*', element: <NotFoundScreen />, handle: { screen: 'notFound' } satisfies TRouteHandle },
        ],
      },
    ],
  },
];
