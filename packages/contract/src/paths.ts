/** API paths shared by the server's routes and the web client. */
export const API = {
  device: '/devices/:deviceId',
  config: '/devices/:deviceId/config',
  products: '/devices/:deviceId/products',
  product: '/devices/:deviceId/products/:productId',
  stock: '/devices/:deviceId/products/stock',
  orders: '/devices/:deviceId/orders',
  order: '/devices/:deviceId/orders/:orderId',
  featureFlags: '/feature-flags/v1',
} as const;

/** Fills `:name` segments of a path, encoding each value. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
