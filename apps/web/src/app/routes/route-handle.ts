import type en from '../../i18n/locales/en.json';

export type TScreenKey = keyof typeof en.screens;

/** What a route tells its layout: the screen's name (page title), and whether to show it and a footer. */
export type TRouteHandle = {
  screen: TScreenKey;
  /** Show the screen name as the page's <h1> (screens with their own heading leave it off). */
  showTitle?: boolean;
  /** Show the kiosk footer. */
  hasFooter?: boolean;
};

export const isRouteHandle = (value: unknown): value is TRouteHandle =>
  typeof value === 'object' && value !== null && 'screen' in value && typeof value.screen === 'string';
