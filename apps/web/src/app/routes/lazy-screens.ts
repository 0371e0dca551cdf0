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
export const PaymentScreen = lazy(() =>
  import('../../features/checkout/payment-screen').then((m) => ({ default: m.PaymentScreen })),
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
