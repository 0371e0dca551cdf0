/** The kiosk asks about the order's offer step this often, so it moves on within 2 s of the phone. */
export const KIOSK_OFFER_POLL_MS = 1000;
