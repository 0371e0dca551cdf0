import { ROUTES } from '../../../shared/routes/paths';

/** Kiosk screens where no session runs: the welcome screen and the idle screen. */
const NO_SESSION_PATHS: readonly string[] = [ROUTES.home, ROUTES.idleScreen];

/** Whether the idle timer runs on this kiosk path (every kiosk screen but welcome and idle). */
export const isSessionPath = (pathname: string): boolean =>
  !NO_SESSION_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
