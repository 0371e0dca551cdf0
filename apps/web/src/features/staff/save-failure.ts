import type { TFunction } from 'i18next';
import { STOCK_UPDATE_FALLBACK, type TStockErrorData } from './stock-api';

/** What the spec's stock client logs when a save does not return 200 (docs/product.md §8). */
export const SAVE_ERROR_LOG = 'Error saving stock update changes.';

/**
 * What a failed stock save says: the server's own message and description, or, when no server reply
 * came (docs/product.md §8: the client's 'Something went wrong' / 'An unexpected error occurred'), the same in
 * the interface language.
 */
export const saveFailureOf = (
  t: TFunction,
  data: Pick<TStockErrorData, 'message' | 'description'>,
): { message: string; description: string } =>
  data.message === STOCK_UPDATE_FALLBACK.message && data.description === STOCK_UPDATE_FALLBACK.description
    ? { message: t('stock.failedMessage'), description: t('stock.failedDescription') }
    : { message: data.message, description: data.description };
