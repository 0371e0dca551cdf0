export { KIOSK_ACTION_SX, KIOSK_SCREEN_TEXT, KioskScreen } from './kiosk-screen';
export { MessageScreen } from './message-screen';
