import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
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

/** The handle of the deepest route matching `pathname` that has one. */
export const routeHandleOf = (routes: RouteObject[], pathname: string): TRouteHandle | undefined =>
  matchRoutes(routes, pathname)
    ?.map((match): unknown => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);

const RouteHandleContext = createContext<TRouteHandle | undefined>(undefined);

/** Provides the current route's handle (see AppRoutes). */
export const RouteHandleProvider = RouteHandleContext.Provider;

/** The current route's handle: which screen shows, with its title and footer options. */
export const useRouteHandle = (): TRouteHandle | undefined => useContext(RouteHandleContext);
