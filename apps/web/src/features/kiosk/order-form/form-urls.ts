import type { TOrder } from '@kiosk/contract';

/** Every form url of the order's skus, in order, each once. */
export const formUrlsOf = (order: Pick<TOrder, 'skus'>): string[] => [
  ...new Set(order.skus.flatMap((sku) => sku.metadata.formUrls)),
];

/** After the forms: payment when there is something to pay, else dispense (docs/product.md §4 checkout). */
export const afterFormsPath = (
  order: Pick<TOrder, 'id' | 'total'>,
  paths: { payment: string; dispense: string },
) => (order.total !== 0 ? paths.payment : paths.dispense);
