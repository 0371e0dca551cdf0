import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/api/api-error';
import { QueryLoadState } from '../../shared/components/load-state/query-load-state';

/** A console page's query: loading, failed (with a retry), or the content with the data. */
export function ConsoleLoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, ApiError>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = {
    loading: t('console.loading'),
    loadError: t('console.loadError'),
    tryAgain: t('console.tryAgain'),
  };
  return (
    <QueryLoadState query={query} texts={texts}>
      {children}
    </QueryLoadState>
  );
}
