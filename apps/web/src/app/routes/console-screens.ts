import { lazyScreen } from './lazy-screen';

/**
 * The operator console's pages, each its own chunk. Only the console's route table (console-route-table.tsx)
 * imports this module, so none of it is in the kiosk's first screen.
 */
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
