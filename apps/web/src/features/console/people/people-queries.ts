import { queryOptions } from '@tanstack/react-query';
import { fetchOperators } from '../../../shared/api/operators-api';
import { CONSOLE_QUERY, CONSOLE_QUERY_ROOT, guard } from '../console-queries';

/** The people page's query, under CONSOLE_QUERY_ROOT (sign-out forgets it) but apart from the others. */
export const peopleQueries = {
  operators: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'operators'] as const,
      queryFn: ({ signal }) => guard(fetchOperators(signal)),
    }),
};
