import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { AppError, rateLimited } from './app-error';
import { expectError } from '../test/expect-error';

const appThrowing = async (error: unknown) => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
};

describe('the one error handler', () => {
  it('turns an unknown error into a generic 500 with no internals', async () => {
    const app = await appThrowing(
      new Error('select * from secrets where id = 1 at Object.<anonymous> (/srv/x.js:1:1)'),
    );
    const body = expectError(await app.inject({ url: '/boom' }), 500, 'internal');
    expect(body).toEqual({
      message: 'Internal Server Error',
      description: 'An unexpected error occurred.',
      code: 'internal',
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await (await appThrowing(down)).inject({ url: '/boom' });
    expectError(res, 503, 'unavailable');
    expect(res.headers['retry-after']).toBe('5');
  });

  it('sends an AppError with its status, headers and texts in the request locale (English fallback)', async () => {
    const res = await (await appThrowing(rateLimited(42))).inject({ url: '/boom?locale=ko' });
    const body = expectError(res, 429, 'rate_limited');
    expect(res.headers['retry-after']).toBe('42');
    expect(body.description).toBe('Please wait 42 seconds and try again.');
  });

  it('keeps an AppError field name', async () => {
    const error = new AppError({
      code: 'validation',
      status: 400,
      message: 'error.validation',
      description: 'error.validation.description',
      params: { field: 'dob', detail: 'bad' },
      field: 'dob',
    });
    const body = expectError(await (await appThrowing(error)).inject({ url: '/boom' }), 400, 'validation');
    expect(body.field).toBe('dob');
    expect(body.description).toBe('The field "dob" is not valid: bad');
  });
});
