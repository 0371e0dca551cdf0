import { useSearchParams } from 'react-router';
import type { TAlertKind } from '@kiosk/contract';
import { ALERT_KINDS, ALERT_STATES, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import type { TAlertsRequest } from './console-queries';

export type TAlertsParamName = 'state' | 'kind' | 'page';

const alertsRequestOf = (params: URLSearchParams): TAlertsRequest => {
  const state = params.get('state');
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    state: (ALERT_STATES as readonly string[]).includes(state ?? '')
      ? (state as TAlertsRequest['state'])
      : 'open',
    ...((ALERT_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as TAlertKind } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

/** The alerts request of the address, and a way to change one part of it (a new state or kind starts at page 1). */
export const useAlertsParams = () => {
  const [params, setParams] = useSearchParams();
  const request = alertsRequestOf(params);
  const update = (name: TAlertsParamName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { request, update };
};
