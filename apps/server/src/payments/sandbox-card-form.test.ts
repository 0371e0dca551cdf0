import { describe, expect, it } from 'vitest';
import { checkCardForm } from './sandbox-card-form';

const NOW = new Date('2030-03-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '04/31', cvc: '123' };

describe('sandbox card form', () => {
  it.each([
    ['4242 4242 4242 4242', 'paid'],
    ['4242-4242-4242-4242', 'paid'],
    ['4000000000000002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
  ])('card %s → %s', (cardNumber, outcome) => {
    expect(checkCardForm({ ...good, cardNumber }, NOW)).toEqual({ isValid: true, outcome });
  });

  it('asks for a test card for any other number, and for a number when empty', () => {
    expect(checkCardForm({ ...good, cardNumber: '5555 5555 5555 4444' }, NOW)).toMatchObject({
      isValid: false,
      errors: { cardNumber: 'error.cardNumber.testCard' },
    });
    expect(checkCardForm({ ...good, cardNumber: '4242 4242 4242 424x' }, NOW)).toMatchObject({
      errors: { cardNumber: 'error.cardNumber.testCard' },
    });
    expect(checkCardForm({ ...good, cardNumber: '  ' }, NOW)).toMatchObject({
      errors: { cardNumber: 'error.cardNumber.required' },
    });
  });

  it('takes an expiry through the end of its month, and refuses a past one or a bad format', () => {
    expect(checkCardForm({ ...good, expiry: '03/30' }, NOW)).toMatchObject({ isValid: true });
    expect(checkCardForm({ ...good, expiry: '03 / 30' }, NOW)).toMatchObject({ isValid: true });
    expect(checkCardForm({ ...good, expiry: '02/30' }, NOW)).toMatchObject({
      errors: { expiry: 'error.expiry.past' },
    });
    expect(checkCardForm({ ...good, expiry: '03/30' }, new Date('2030-04-01T00:00:00Z'))).toMatchObject({
      errors: { expiry: 'error.expiry.past' },
    });
    for (const expiry of ['13/31', '00/31', '1/31', '0431', '', '04/2031']) {
      expect(checkCardForm({ ...good, expiry }, NOW)).toMatchObject({
        errors: { expiry: 'error.expiry.format' },
      });
    }
  });

  it('needs a 3 or 4 digit CVC', () => {
    expect(checkCardForm({ ...good, cvc: '1234' }, NOW)).toMatchObject({ isValid: true });
    for (const cvc of ['12', '12345', 'abc', '']) {
      expect(checkCardForm({ ...good, cvc }, NOW)).toMatchObject({ errors: { cvc: 'error.cvc.format' } });
    }
  });

  it('reports every problem at once, and offers back only the expiry', () => {
    const result = checkCardForm({ cardNumber: '1234', expiry: '01/20', cvc: 'x' }, NOW);
    expect(result).toEqual({
      isValid: false,
      errors: {
        cardNumber: 'error.cardNumber.testCard',
        expiry: 'error.expiry.past',
        cvc: 'error.cvc.format',
      },
      expiry: '01/20',
    });
  });

  it('treats a missing or non-object body as empty fields', () => {
    expect(checkCardForm(undefined, NOW)).toMatchObject({
      isValid: false,
      errors: {
        cardNumber: 'error.cardNumber.required',
        expiry: 'error.expiry.format',
        cvc: 'error.cvc.format',
      },
    });
    expect(checkCardForm({ cardNumber: ['4242424242424242'] }, NOW)).toMatchObject({
      errors: { cardNumber: 'error.cardNumber.required' },
    });
  });
});
