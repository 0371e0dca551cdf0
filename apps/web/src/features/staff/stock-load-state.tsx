import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/api/api-error';
import { QueryLoadState } from '../../shared/components/load-state/query-load-state';

/** A staff page's query: loading, failed (with a retry), or the content. */
export function StockLoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, ApiError>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = {
    loading: t('stock.loading'),
    loadError: t('stock.loadError'),
    tryAgain: t('stock.tryAgain'),
  };
  return (
    <QueryLoadState query={query} texts={texts}>
      {() => children}
    </QueryLoadState>
  );
}
