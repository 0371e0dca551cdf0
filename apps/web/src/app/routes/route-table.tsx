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
import type { TRouteHandle } from './route-handle';
import { ROUTES } from '../../shared/routes/paths';
import { PreloadScreen } from './preload-screen';
import { RootRoute } from './root-route';
import type { TScreenRoute } from './screen-route';
import { CONSOLE_PAGES_PATTERN, ConsoleRouteTableLoader } from './console-route-table-loader';

/**
 * Which layout and screen each route of docs/product.md §2 shows; the operator console's routes are in
 * console-route-table.tsx, loaded with the first console page.
 */
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
];

const LAYOUTS: TLayoutKind[] = ['kiosk', 'user', 'mobile'];

/**
 * The console's routes once loaded; until then one entry for all its pages, which loads them and hands
 * them to `onLoaded`.
 */
type TConsoleRoutes = {
  routes: TScreenRoute[] | undefined;
  onLoaded: (routes: TScreenRoute[]) => void;
};

const screenRoute = ({ route, Screen, handle, next }: TScreenRoute): RouteObject => ({
  path: ROUTES[route],
  element: (
    <>
      <Screen />
      {next ? <PreloadScreen screen={next} /> : null}
    </>
  ),
  handle,
});

const routesOf = (kind: TLayoutKind, consolePages: TConsoleRoutes): RouteObject[] => {
  const routes = [...SCREEN_ROUTES, ...(consolePages.routes ?? [])]
    .filter((entry) => entry.layout === kind)
    .map(screenRoute);
  // The console's pages are in the user layout: there, one entry stands for them until they have come.
  if (kind !== 'user' || consolePages.routes) return routes;
  return [
    ...routes,
    { path: CONSOLE_PAGES_PATTERN, element: <ConsoleRouteTableLoader onLoaded={consolePages.onLoaded} /> },
  ];
};

const layoutRoute = (kind: TLayoutKind, consolePages: TConsoleRoutes): RouteObject => ({
  element: <LayoutRoute kind={kind} />,
  children: [
    {
      // Errors of a screen show the error page inside the layout.
      element: (
        <RouteErrorBoundary fallback={<ErrorPage />}>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: routesOf(kind, consolePages),
    },
  ],
});

/**
 * The app's route table: every route of docs/product.md §2 in its layout, and a not-found page for the rest.
 * Rendered by AppRoutes (useRoutes); the handles are read with matchRoutes (see route-handle). Until the
 * console's routes have loaded (`consoleRoutes`), one entry stands for all console pages.
 */
export const createRouteTable = (
  consoleRoutes: TScreenRoute[] | undefined,
  onConsoleRoutes: (routes: TScreenRoute[]) => void,
): RouteObject[] => [
  {
    // Errors above the layouts show the error page in the bare kiosk frame.
    element: (
      <RouteErrorBoundary fallback={<RootErrorPage />}>
        <RootRoute />
      </RouteErrorBoundary>
    ),
    children: [
      ...LAYOUTS.map((kind) => layoutRoute(kind, { routes: consoleRoutes, onLoaded: onConsoleRoutes })),
      {
        element: <LayoutRoute kind="kiosk" />,
        children: [
          { path: '*', element: <NotFoundScreen />, handle: { screen: 'notFound' } satisfies TRouteHandle },
        ],
      },
    ],
  },
];
