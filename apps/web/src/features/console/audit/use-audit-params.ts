import type { TAuditSubjectKind } from '@kiosk/contract';
import { AUDIT_SUBJECT_KINDS, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import type { TAuditRequest } from '../kiosk-setup/kiosk-setup-api';
import { pageOf, useUrlParams } from '../use-url-params';

export type TAuditParamName = 'kind' | 'deviceId' | 'author' | 'from' | 'to' | 'page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const auditRequestOf = (params: URLSearchParams): TAuditRequest => {
  const kind = params.get('kind') ?? '';
  const text = (name: 'deviceId' | 'author') => params.get(name)?.trim() || undefined;
  const day = (name: 'from' | 'to') => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    ...((AUDIT_SUBJECT_KINDS as readonly string[]).includes(kind) ? { kind: kind as TAuditSubjectKind } : {}),
    deviceId: text('deviceId'),
    author: text('author'),
    from: day('from'),
    to: day('to'),
    page: pageOf(params),
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

/** The audit request of the address, and a way to change one part of it (a new filter starts at page 1). */
export const useAuditParams = () => useUrlParams<TAuditParamName, TAuditRequest>(auditRequestOf);
