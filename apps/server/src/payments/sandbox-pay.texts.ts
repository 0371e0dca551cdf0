/**
 * Every text of the sandbox pay page, in one table so the language work can translate it (placeholders
 * in braces). The page renders in English until other tables are added beside this one.
 */
export const SANDBOX_PAY_TEXTS_EN = {
  'page.lang': 'en',
  'page.dir': 'ltr',
  'page.productName': 'HealthPoint',
  'page.title': 'Pay {merchant} – HealthPoint',
  'page.testMode': 'Test mode',
  'page.testModeNote': 'This is a test payment page. No real money moves.',
  'pay.heading': 'Pay {merchant}',
  'pay.total': 'Total',
  'pay.items': 'Your order',
  'pay.itemLine': '{quantity} × {title}',
  'pay.cardDetails': 'Card details',
  'pay.button': 'Pay {amount}',
  'field.cardNumber': 'Card number',
  'field.cardNumber.hint': 'Use a test card, for example 4242 4242 4242 4242.',
  'field.expiry': 'Expiry date (MM/YY)',
  'field.expiry.hint': 'Any future month, for example 12/34.',
  'field.cvc': 'Security code (CVC)',
  'field.cvc.hint': '3 or 4 digits.',
  'errors.heading': 'Check the card details',
  'error.cardNumber.required': 'Enter the card number.',
  'error.cardNumber.testCard': 'Use a test card.',
  'error.expiry.format': 'Enter the expiry date as MM/YY.',
  'error.expiry.past': 'Enter an expiry date in the future.',
  'error.cvc.format': 'Enter the 3 or 4 digit security code.',
  'decline.card_declined': 'Your card was declined.',
  'decline.insufficient_funds': 'Your card has insufficient funds.',
  'testCards.heading': 'Test cards',
  'testCards.success': '4242 4242 4242 4242 pays.',
  'testCards.declined': '4000 0000 0000 0002 is declined.',
  'testCards.insufficient': '4000 0000 0000 9995 has insufficient funds.',
  'expired.heading': 'This payment link has expired.',
  'expired.body': 'Nothing was charged. Go back to the kiosk to start the payment again.',
  'notFound.heading': 'Payment link not found',
  'notFound.body': 'This link is not valid. Scan the code on the kiosk screen again.',
} as const;

export type SandboxTextKey = keyof typeof SANDBOX_PAY_TEXTS_EN;

export function sandboxText(key: SandboxTextKey, params: Record<string, string | number> = {}): string {
  return SANDBOX_PAY_TEXTS_EN[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
