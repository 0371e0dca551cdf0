import { queryOptions } from '@tanstack/react-query';
import {
  fetchAssortment,
  fetchCatalog,
  fetchCatalogProduct,
  fetchCatalogTranslations,
} from '../../../shared/api/catalog-api';
import { CONSOLE_QUERY, CONSOLE_QUERY_ROOT, guard } from '../console-queries';

/** An editor's data is read once: a refresh under a half-typed form would change nothing it shows. */
const EDITED = { ...CONSOLE_QUERY, refetchInterval: false } as const;

/** The catalogue pages' queries, under the console's root (sign-out forgets them), apart from the others. */
export const catalogQueries = {
  products: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'catalog'] as const,
      queryFn: ({ signal }) => guard(fetchCatalog(signal)),
    }),
  /** The programme's currency, which the catalogue list names: read once per visit, as an editor's data. */
  currency: () =>
    queryOptions({
      ...EDITED,
      queryKey: [CONSOLE_QUERY_ROOT, 'catalog'] as const,
      queryFn: ({ signal }) => guard(fetchCatalog(signal)),
      select: (list) => list.currency,
    }),
  product: (productId: string) =>
    queryOptions({
      ...EDITED,
      queryKey: [CONSOLE_QUERY_ROOT, 'catalogProduct', productId] as const,
      queryFn: ({ signal }) => guard(fetchCatalogProduct(productId, signal)),
    }),
  translations: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'catalogTranslations'] as const,
      queryFn: ({ signal }) => guard(fetchCatalogTranslations(signal)),
    }),
  assortment: (deviceId: string) =>
    queryOptions({
      ...EDITED,
      queryKey: [CONSOLE_QUERY_ROOT, 'assortment', deviceId] as const,
      queryFn: ({ signal }) => guard(fetchAssortment(deviceId, signal)),
    }),
};
