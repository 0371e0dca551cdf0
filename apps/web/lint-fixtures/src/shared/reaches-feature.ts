import { homeTitle } from '../features/kiosk/home';

/** A shared piece reaching up into a feature: not allowed. */
export const sharedTitle = homeTitle;
