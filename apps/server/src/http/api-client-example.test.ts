import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../test/harness';
import { apiClient, holdOne, orderStatus, reservableStock } from '../../../../examples/api-client/src/client';

/**
 * The example integrator's client (examples/api-client, typed from the committed document) against the
 * server over HTTP: it lists what a kiosk stocks for reservation, holds a unit and reads the order back
 * with the capability it was handed.
 */
describe('the example API client', () => {
  const t = useTestApp('pglite');

  it('reads the stock, holds a unit and reads its order with the capability', async () => {
    await t.rawApp.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.rawApp.server.address() as AddressInfo;
    const api = apiClient(`http://127.0.0.1:${port}`);

    const stock = await reservableStock(api, DEMO);
    const inStock = stock.find((line) => line.stock > 0);
    expect(inStock).toBeDefined();

    const held = await holdOne(api, DEMO, inStock!.sku);
    expect(held.currency).toMatch(/^[A-Z]{3}$/);
    expect(await orderStatus(api, DEMO, held.orderId, held.capability)).toBe('open');

    await expect(orderStatus(api, DEMO, held.orderId, 'not-the-capability')).rejects.toThrow();
    await expect(reservableStock(api, 'no-such-kiosk')).rejects.toThrow();
  });
});
