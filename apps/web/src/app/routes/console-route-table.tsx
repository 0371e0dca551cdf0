import { useLayoutEffect } from 'react';
import { LoadingPage } from '../pages/loading-page';
import type { TScreenRoute } from './screen-route';
import {
  ConsoleAccountScreen,
  ConsoleAlertsScreen,
  ConsoleAssortmentScreen,
  ConsoleAuditScreen,
  ConsoleCatalogScreen,
  ConsoleChartsScreen,
  ConsoleFleetScreen,
  ConsoleKioskScreen,
  ConsoleKioskSettingsScreen,
  ConsoleNewKioskScreen,
  ConsoleNewProductScreen,
  ConsoleOutboxScreen,
  ConsolePeopleScreen,
  ConsoleProductScreen,
  ConsoleReleasesScreen,
  ConsoleRolloutScreen,
  ConsoleRolloutsScreen,
  ConsoleSignInScreen,
  ConsoleThresholdsScreen,
  ConsoleTranslationsScreen,
  ConsoleTwoFactorScreen,
} from './console-screens';

/**
 * The operator console's routes (all in the 'user' layout), loaded with the first console page a browser opens
 * (console-route-table-loader.tsx): the kiosk's first screen carries one `/operator/*` entry, not one per page.
 */
export const CONSOLE_SCREEN_ROUTES: TScreenRoute[] = [
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

/**
 * What the console's one entry in the shell's route table shows once this module has come
 * (console-route-table-loader.tsx): the loading page, while it hands the console's routes to the app's
 * route table, which then shows the page itself.
 */
export function ConsoleRoutesHandOver({ onLoaded }: { onLoaded: (routes: TScreenRoute[]) => void }) {
  useLayoutEffect(() => onLoaded(CONSOLE_SCREEN_ROUTES), [onLoaded]);
  return <LoadingPage />;
}
