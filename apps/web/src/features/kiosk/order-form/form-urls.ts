import type { TOrder } from '@kiosk/contract';

/** Every form url of the order's skus, in order, each once. */
export const formUrlsOf = (order: Pick<TOrder, 'skus'>): string[] => [
  ...new Set(order.skus.flatMap((sku) => sku.metadata.formUrls)),
];

/**
 * The form's iframe sandbox: its scripts run and it posts itself, but it cannot navigate the kiosk (no
 * allow-top-navigation), open windows or dialogs. A form elsewhere keeps its own origin (its cookies); one
 * on this server does not, since a same-origin page with scripts could lift its own sandbox.
 */
export const formFrameSandbox = (url: string, origin: string): string =>
  new URL(url, origin).origin === origin
    ? 'allow-forms allow-scripts'
    : 'allow-forms allow-scripts allow-same-origin';

/** After the forms: payment when there is something to pay, else dispense (docs/product.md §4 checkout). */
export const afterFormsPath = (
  order: Pick<TOrder, 'id' | 'total'>,
  paths: { payment: string; dispense: string },
) => (order.total !== 0 ? paths.payment : paths.dispense);
