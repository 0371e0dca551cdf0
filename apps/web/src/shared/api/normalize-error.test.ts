import { describe, expect, it } from 'vitest';
import { ApiError, HttpReplyError, NoReplyError } from './api-error';
import i18n from '../../i18n/i18n';
import es from '../../i18n/locales/es.json';
import { interfaceErrorTexts, normalizeError } from './normalize-error';

const reply = (status: number, data: unknown) => new HttpReplyError(status, { data });

describe('error normalisation (docs/product.md §8)', () => {
  it('uses the texts of the spec (in the interface language) by default', () => {
    expect(interfaceErrorTexts()).toEqual({
      dispenseFailure: 'Dispense failure',
      noResponse: 'No response from the server.',
      unexpected: 'An unexpected error occurred.',
    });
  });

  it('says them in the language the visitor chose', async () => {
    await i18n.changeLanguage('es');
    try {
      expect(normalizeError(new NoReplyError('', null))).toMatchObject({
        message: es.errorPage.fallbackMessage,
        description: es.errors.noResponse,
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  describe('with a server reply', () => {
    it('takes message, description and status from the reply', () => {
      const original = reply(404, {
        message: 'Not found',
        description: 'No such device.',
        code: 'not_found',
      });
      const error = normalizeError(original);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Not found', description: 'No such device.', status: 404 });
      expect(error.originalError).toBe(original);
    });

    it('takes the message from the description when there is no message', () => {
      expect(normalizeError(reply(400, { description: 'locale is not valid' }))).toMatchObject({
        message: 'locale is not valid',
        description: 'locale is not valid',
        status: 400,
      });
      expect(normalizeError(reply(400, { message: '  ', description: 'from description' })).message).toBe(
        'from description',
      );
    });

    it("falls back to 'Dispense failure' when the reply has neither", () => {
      expect(normalizeError(reply(502, {}))).toMatchObject({
        message: 'Dispense failure',
        description: '',
        status: 502,
      });
      expect(normalizeError(new HttpReplyError(503, '<html>Bad gateway</html>'))).toMatchObject({
        message: 'Dispense failure',
        status: 503,
      });
      expect(normalizeError(new HttpReplyError(500, null)).message).toBe('Dispense failure');
    });

    it('uses status 500 when the reply carries none', () => {
      expect(normalizeError(reply(0, { message: 'x' })).status).toBe(500);
    });

    it('uses the given (translated) default title', () => {
      const texts = {
        dispenseFailure: 'Fallo de dispensación',
        noResponse: 'Sin respuesta.',
        unexpected: '?',
      };
      expect(normalizeError(reply(500, {}), texts).message).toBe('Fallo de dispensación');
    });
  });

  describe('with no reply', () => {
    it("keeps the client error's message and describes the missing reply", () => {
      const original = new NoReplyError('Failed to fetch', new TypeError('Failed to fetch'));
      const error = normalizeError(original);
      expect(error).toMatchObject({
        message: 'Failed to fetch',
        description: 'No response from the server.',
        status: 0,
      });
      expect(error.originalError).toBe(original);
    });
  });

  describe('non-HTTP errors', () => {
    it('get status 418 and keep their message', () => {
      const original = new SyntaxError('Unexpected token');
      expect(normalizeError(original)).toMatchObject({ message: 'Unexpected token', status: 418 });
      expect(normalizeError(original).originalError).toBe(original);
    });

    it('accept thrown strings and values without a message', () => {
      expect(normalizeError('boom')).toMatchObject({ message: 'boom', status: 418 });
      expect(normalizeError(undefined)).toMatchObject({
        message: 'An unexpected error occurred.',
        status: 418,
      });
      expect(normalizeError(new Error(''))).toMatchObject({ message: 'An unexpected error occurred.' });
    });
  });

  it('passes an already normalised error through', () => {
    const error = new ApiError('m', 'd', 409, null);
    expect(normalizeError(error)).toBe(error);
  });
});
