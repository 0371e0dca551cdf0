import { homeTitle } from '../features/kiosk/home';

/** The app shell may use the features (allowed). */
export const shellTitle = `App: ${homeTitle}`;
