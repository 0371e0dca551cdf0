import type { ComponentType } from 'react';
import type { TLayoutKind } from '../layouts/app-layout';
import type { TLazyScreen } from './lazy-screen';
import type { TRouteHandle } from './route-handle';
import type { TRouteName } from '../../shared/routes/paths';

/** One route of docs/product.md §2: its address, the layout and screen it shows, and its handle. */
export type TScreenRoute = {
  route: TRouteName;
  layout: TLayoutKind;
  Screen: ComponentType;
  handle: TRouteHandle;
  /** The screen a visitor usually goes to from this one, whose code is fetched while this one shows. */
  next?: TLazyScreen;
};
