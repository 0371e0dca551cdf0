import { ZErrorBody, type TErrorBody } from '@kiosk/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts a response is an error in the one error shape, with no internals leaked. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): TErrorBody['data'] {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = ZErrorBody.parse(res.json());
  if (code) expect(body.data.code).toBe(code);
  expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|stack/i);
  return body.data;
}
