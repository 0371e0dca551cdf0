import { lazy } from 'react';

/** Every screen is its own chunk, fetched when first shown. */
export const WelcomeScreen = lazy(() =>
  import('../../features/welcome/welcome-screen').then((m) => ({ default: m.WelcomeScreen })),
);
export const ProductsScreen = lazy(() =>
  import('../../features/products/products-screen').then((m) => ({ default: m.ProductsScreen })),
);
/** The one placeholder for screens that later issues build. */
export const ComingSoonScreen = lazy(() =>
  import('../pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
export const NotFoundScreen = lazy(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
