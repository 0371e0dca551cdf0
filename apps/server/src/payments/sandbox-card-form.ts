import type { SandboxTextKey } from './sandbox-pay.texts';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardOutcome = 'paid' | 'card_declined' | 'insufficient_funds';

export type CardFormResult =
  | { isValid: true; outcome: CardOutcome }
  | {
      isValid: false;
      errors: Partial<Record<CardField, SandboxTextKey>>;
      /** Only the expiry is offered back; the card number and CVC are never echoed into the page. */
      expiry: string;
    };

/** The sandbox's test cards (Stripe's numbers) and what paying with each one does. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'paid',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

const field = (body: unknown, name: CardField): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 64) : '';
};

function expiryError(raw: string, now: Date): SandboxTextKey | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(raw);
  if (!match) return 'error.expiry.format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'error.expiry.format';
  const year = 2000 + Number(match[2]);
  // A card is good through the last day of its month: it has expired once the next month began.
  const firstInvalidDay = Date.UTC(year, month, 1);
  return now.getTime() >= firstInvalidDay ? 'error.expiry.past' : null;
}

/** Checks the three fields together (every problem at once) and picks the test card's outcome. */
export function checkCardForm(body: unknown, now: Date): CardFormResult {
  const number = field(body, 'cardNumber').replace(/[\s-]/g, '');
  const expiry = field(body, 'expiry').trim();
  const cvc = field(body, 'cvc').trim();
  const errors: Partial<Record<CardField, SandboxTextKey>> = {};

  const outcome = Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number] : undefined;
  if (number === '') errors.cardNumber = 'error.cardNumber.required';
  else if (!outcome) errors.cardNumber = 'error.cardNumber.testCard';

  const expiryProblem = expiryError(expiry, now);
  if (expiryProblem) errors.expiry = expiryProblem;

  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'error.cvc.format';

  if (outcome && Object.keys(errors).length === 0) return { isValid: true, outcome };
  return { isValid: false, errors, expiry: expiry.slice(0, 7) };
}
