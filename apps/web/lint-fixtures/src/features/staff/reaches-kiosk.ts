import { homeTitle } from '../kiosk/home';

/** A feature reaching into another feature: not allowed (shared pieces live in shared/). */
export const staffTitle = homeTitle;
