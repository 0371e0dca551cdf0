import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CONSOLE_PAGE_SIZE, FLEET_FILTERS, FLEET_SORT_KEYS, SORT_DIRECTIONS } from '@kiosk/contract/values';
import type { TFleetRequest } from './console-api';

export type TFleetSortKey = (typeof FLEET_SORT_KEYS)[number];
export type TFleetFilterName = (typeof FLEET_FILTERS)[number];
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The overview's sort, filters, search and page, kept in the address (so back, reload and links keep them). */
export type TFleetParams = TFleetRequest & {
  sort: TFleetSortKey;
  dir: TSortDirection;
  filter: TFleetFilterName[];
};

export const fleetRequestOf = (params: URLSearchParams): TFleetParams => {
  const filter = (params.get('filter') ?? '')
    .split(',')
    .filter((part): part is TFleetFilterName => (FLEET_FILTERS as readonly string[]).includes(part));
  const page = Number(params.get('page'));
  return {
    sort: oneOf(FLEET_SORT_KEYS, params.get('sort'), 'name'),
    dir: oneOf(SORT_DIRECTIONS, params.get('dir'), 'asc'),
    filter: [...new Set(filter)],
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

/** The fleet request of the address, and a way to change parts of it (a new sort, filter or search starts at page 1). */
export const useFleetParams = () => {
  const [params, setParams] = useSearchParams();
  const request = fleetRequestOf(params);
  const update = useCallback(
    (change: Partial<Pick<TFleetRequest, 'sort' | 'dir' | 'filter' | 'q' | 'page'>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | undefined) =>
            value ? next.set(name, value) : next.delete(name);
          if (change.sort !== undefined) set('sort', change.sort);
          if (change.dir !== undefined) set('dir', change.dir);
          if (change.filter !== undefined) set('filter', change.filter.join(','));
          if (change.q !== undefined) set('q', change.q);
          set('page', change.page && change.page > 1 ? String(change.page) : undefined);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { request, update };
};
