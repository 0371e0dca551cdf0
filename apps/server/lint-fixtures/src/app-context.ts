import type { alphaOf } from './modules/alpha/alpha.service';

/** The app's context naming a module's type instead of an interface (refused). */
export interface AppContext {
  alpha: typeof alphaOf;
}
