import { describe, expect, it } from 'vitest';
import {
  isValidWorkflowValue,
  readWorkflowParam,
  safeReturnPath,
  sanitizeWorkflowSearch,
  withWorkflowParam,
} from './route-rules';

const ORIGIN = 'https://kiosk.example';

describe('workflow query parameter (docs/product.md §2)', () => {
  it.each(['authorization-age-authorization', 'abc', 'ABC-123', '1', '-'])('accepts %j', (value) => {
    expect(isValidWorkflowValue(value)).toBe(true);
    expect(readWorkflowParam(`?workflow=${value}`)).toBe(value);
  });

  it.each(['', 'a b', 'a_b', 'a/b', 'a.b', '<script>', 'é', 'a%2Fb', 'a&b', 'a=b'])('drops %j', (value) => {
    expect(isValidWorkflowValue(value)).toBe(false);
    expect(readWorkflowParam(`?workflow=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('is null when missing', () => {
    expect(readWorkflowParam('')).toBeNull();
    expect(readWorkflowParam('?deviceId=x')).toBeNull();
  });

  it('appends an accepted value and keeps other parameters', () => {
    expect(withWorkflowParam('', 'authorization-code-authorization')).toBe(
      '?workflow=authorization-code-authorization',
    );
    expect(withWorkflowParam('?a=1', 'step-2')).toBe('?a=1&workflow=step-2');
    expect(withWorkflowParam('?workflow=old&a=1', 'new')).toBe('?workflow=new&a=1');
  });

  it('drops the parameter for an unaccepted value or null', () => {
    expect(withWorkflowParam('?workflow=old&a=1', 'bad value')).toBe('?a=1');
    expect(withWorkflowParam('?workflow=old', null)).toBe('');
  });

  it('sanitises a search string', () => {
    expect(sanitizeWorkflowSearch('?workflow=%3Cx%3E&a=1')).toBe('?a=1');
    expect(sanitizeWorkflowSearch('?workflow=ok-1&a=1')).toBe('?workflow=ok-1&a=1');
    expect(sanitizeWorkflowSearch('?a=1')).toBe('?a=1');
  });
});

describe('safe return path (docs/product.md §2, docs/decisions.md)', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/products/naloxone-nasal-spray?workflow=a#top', '/products/naloxone-nasal-spray?workflow=a#top'],
    ['/orders/1/../2', '/orders/2'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeReturnPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/products',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    `${ORIGIN}/products`,
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'products',
    ' /products',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    null,
    undefined,
  ])('falls back to / for %j', (raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBe('/');
  });

  it('uses the page origin by default', () => {
    expect(safeReturnPath('/help')).toBe('/help');
    expect(safeReturnPath('//evil.example')).toBe('/');
  });
});
