import type { alphaOf } from '../modules/alpha/alpha.service';

/** A provider importing a module, even only a type from its service (refused). */
export type Reached = typeof alphaOf;
