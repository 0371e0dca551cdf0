/** The kiosk asks for the payment's state this often while the visitor pays on the phone. */
export const PAYMENT_POLL_MS = 1000;
/** 'Payment successful' stays this long before dispensing starts. */
export const PAYMENT_SUCCESS_DELAY_MS = 2000;
