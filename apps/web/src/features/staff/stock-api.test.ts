import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../test/render-app';
import { retryAfterOf } from '../../shared/api/http';
import { STOCK_UPDATE_FALLBACK, checkStaffSession, fetchDispensingReportCsv, updateStock } from './stock-api';
import { ApiError, HttpReplyError } from '../../shared/api/api-error';

const UPDATE = { skus: [{ skuId: 'pregnancy-test', stock: 40, version: 3 }] };

describe('stock update client (docs/product.md §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the skus with the passkey as bearer and returns status 200 with the data', async () => {
    const fetchMock = vi.fn(async () =>
      jsonReply(200, { data: { skus: [{ skuId: 'pregnancy-test', stock: 40 }] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reply = await updateStock('demo-kiosk-0001', UPDATE, 'the-passkey');
    expect(reply).toEqual({
      isOk: true,
      status: 200,
      data: { skus: [{ skuId: 'pregnancy-test', stock: 40 }] },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/devices/demo-kiosk-0001/products/stock',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify(UPDATE),
        headers: expect.objectContaining({ Authorization: 'Bearer the-passkey' }),
      }),
    );
  });

  it('returns the server data plus status on a failure reply', async () => {
    const data = {
      message: 'Not possible now',
      description: 'The stock counts changed since you loaded them. They have been reloaded.',
      code: 'conflict',
    };
    vi.stubGlobal('fetch', async () => jsonReply(409, { data }));
    expect(await updateStock('demo-kiosk-0001', UPDATE, 'the-passkey')).toEqual({
      isOk: false,
      status: 409,
      data,
    });
  });

  it("returns status 400 with 'Something went wrong' / 'An unexpected error occurred' otherwise", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await updateStock('demo-kiosk-0001', UPDATE, 'the-passkey')).toEqual({
      isOk: false,
      status: 400,
      data: { message: 'Something went wrong', description: 'An unexpected error occurred' },
    });
    vi.stubGlobal('fetch', async () => new Response('<html>proxy error</html>', { status: 502 }));
    expect((await updateStock('demo-kiosk-0001', UPDATE, 'the-passkey')).data).toEqual(STOCK_UPDATE_FALLBACK);
  });
});

describe('staff session check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the Retry-After of a throttled reply', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ data: { message: 'Too many attempts', description: '', code: 'rate_limited' } }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '287' },
          },
        ),
    );
    const error = await checkStaffSession('demo-kiosk-0001', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(((error as ApiError).originalError as HttpReplyError).retryAfterSeconds).toBe(287);
  });

  it('reads Retry-After seconds only in the delta-seconds form', () => {
    expect(retryAfterOf('300')).toBe(300);
    expect(retryAfterOf(' 5 ')).toBe(5);
    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
  });
});

describe('dispensing report download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for CSV with the passkey and keeps the file name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('date,deviceId\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition':
              'attachment; filename="dispensing-demo-kiosk-0001-2026-11-01-to-2026-11-22.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchDispensingReportCsv(
      'demo-kiosk-0001',
      { from: '2026-11-01', to: '2026-11-22' },
      'es',
      'the-passkey',
    );
    expect(result).toEqual({
      fileName: 'dispensing-demo-kiosk-0001-2026-11-01-to-2026-11-22.csv',
      csv: 'date,deviceId\r\n',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/devices/demo-kiosk-0001/reports/dispensing?from=2026-11-01&to=2026-11-22&locale=es&format=csv',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer the-passkey' }) }),
    );
  });

  it('normalises a refusal like every other call', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonReply(400, { data: { message: 'Invalid request', description: 'from', code: 'validation' } }),
    );
    const error = await fetchDispensingReportCsv('d-1', { from: 'x', to: 'y' }, 'en', 'p').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid request', description: 'from' });
  });
});
