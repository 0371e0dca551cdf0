/**
 * The kiosk's pages (the 'kiosk' layout's routes of route-table.tsx, written out here so that the build's
 * service worker config, vite.config.ts, can read them without the app): the only pages the offline shell
 * answers when the API cannot be reached. Staff, console and phone pages always come from the server.
 */
export const KIOSK_SHELL_PATHS = [
  '/',
  '/help',
  '/idle-screen',
  '/products',
  '/products/:id',
  '/orders/:orderId/workflow-manager',
  '/orders/:id/payment',
  '/orders/:id/status',
  '/orders/:id/form',
  '/orders/:id/dispense',
  '/reserve-authorization',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A route pattern as Workbox's navigation allowlist reads it: matched against the path and the query
 * (`/products?deviceId=…`), each `:param` one segment.
 */
export const shellPathRegExp = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/?]+' : escape(part)))
      .join('')}(?:\\?.*)?$`,
  );

export const KIOSK_SHELL_ALLOWLIST: RegExp[] = KIOSK_SHELL_PATHS.map(shellPathRegExp);
