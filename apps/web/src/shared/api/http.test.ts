import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest, buildUrl, isSuccessStatus } from './http';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const anything = () => ({ parse: (data: unknown) => data });

const stubFetch = (impl: (input: string, init?: RequestInit) => Promise<Response>) => {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('HTTP client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('treats 200 up to below 400 as success (docs/product.md §7)', () => {
    expect(isSuccessStatus(199)).toBe(false);
    expect(isSuccessStatus(200)).toBe(true);
    expect(isSuccessStatus(302)).toBe(true);
    expect(isSuccessStatus(399)).toBe(true);
    expect(isSuccessStatus(400)).toBe(false);
  });

  it('builds same-origin URLs with query parameters', () => {
    expect(buildUrl('/devices/a/products', { locale: 'en', isReservable: undefined })).toBe(
      '/devices/a/products?locale=en',
    );
    expect(buildUrl('/feature-flags/v1')).toBe('/feature-flags/v1');
    expect(buildUrl('/x', { isReservable: true, n: 2 })).toBe('/x?isReservable=true&n=2');
  });

  it('returns data of the { data } reply, parsed by the schema', async () => {
    const fetchMock = stubFetch(async () => json(200, { data: [{ id: 1 }] }));
    await expect(
      apiRequest('/devices/a/products', { query: { locale: 'en' }, schema: anything }),
    ).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/devices/a/products?locale=en');
    expect(init?.method).toBe('GET');
  });

  it('sends a JSON body and a bearer value', async () => {
    const fetchMock = stubFetch(async () => json(201, { data: { ok: true } }));
    await apiRequest('/x', { method: 'POST', body: { skus: [] }, bearer: 'secret', schema: anything });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"skus":[]}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      'Content-Type': 'application/json',
    });
  });

  it('normalises an error reply (docs/product.md §8)', async () => {
    stubFetch(async () =>
      json(404, { data: { message: 'Device not found', description: 'No device demo.', code: 'not_found' } }),
    );
    const error = await failure(apiRequest('/devices/demo/products', { schema: anything }));
    expect(error).toMatchObject({ message: 'Device not found', description: 'No device demo.', status: 404 });
  });

  it('normalises an error reply without a body to the dispense-failure title', async () => {
    stubFetch(async () => new Response('', { status: 500 }));
    expect(await failure(apiRequest('/x', { schema: anything }))).toMatchObject({
      message: 'Dispense failure',
      status: 500,
    });
  });

  it('normalises a missing reply', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(apiRequest('/x', { schema: anything }))).toMatchObject({
      message: 'Failed to fetch',
      description: 'No response from the server.',
      status: 0,
    });
  });

  it('turns a reply that does not match the contract into a non-HTTP error (418)', async () => {
    stubFetch(async () => json(200, { data: { id: 'NOT A SLUG' } }));
    const error = await failure(apiRequest('/x', { schema: (c) => c.ZProduct }));
    expect(error.status).toBe(418);
  });

  it('never carries the parser text of a reply that does not match the contract', async () => {
    stubFetch(async () => json(200, { data: 'not-an-order' }));
    const error = await failure(apiRequest('/x', { schema: (c) => c.ZOrder }));
    expect(error.message).toBe('An unexpected error occurred.');
    expect(error.description).toBe('');
    expect(`${error.message} ${error.description}`).not.toMatch(/invalid_type|"expected"|\[|\{/);
  });

  it('rethrows an abort as it came', async () => {
    const controller = new AbortController();
    stubFetch(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error: unknown = await apiRequest('/x', { schema: anything, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
  });
});
