import type { TAlertKind } from '@kiosk/contract';
import { ALERT_KINDS, ALERT_STATES, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import type { TAlertsRequest } from './console-queries';
import { pageOf, useUrlParams } from './use-url-params';

export type TAlertsParamName = 'state' | 'kind' | 'page';

const alertsRequestOf = (params: URLSearchParams): TAlertsRequest => {
  const state = params.get('state');
  const kind = params.get('kind');
  return {
    state: (ALERT_STATES as readonly string[]).includes(state ?? '')
      ? (state as TAlertsRequest['state'])
      : 'open',
    ...((ALERT_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as TAlertKind } : {}),
    page: pageOf(params),
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

/** The alerts request of the address, and a way to change one part of it (a new state or kind starts at page 1). */
export const useAlertsParams = () => useUrlParams<TAlertsParamName, TAlertsRequest>(alertsRequestOf);
