import { useSearchParams } from 'react-router';
import type { TAuditSubjectKind } from '@kiosk/contract';
import { AUDIT_SUBJECT_KINDS, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import type { TAuditRequest } from '../../../shared/api/kiosk-setup-api';

export type TAuditParamName = 'kind' | 'deviceId' | 'author' | 'from' | 'to' | 'page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const auditRequestOf = (params: URLSearchParams): TAuditRequest => {
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page'));
  const text = (name: 'deviceId' | 'author') => params.get(name)?.trim() || undefined;
  const day = (name: 'from' | 'to') => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    ...((AUDIT_SUBJECT_KINDS as readonly string[]).includes(kind) ? { kind: kind as TAuditSubjectKind } : {}),
    deviceId: text('deviceId'),
    author: text('author'),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

/** The audit request of the address, and a way to change one part of it (a new filter starts at page 1). */
export const useAuditParams = () => {
  const [params, setParams] = useSearchParams();
  const request = auditRequestOf(params);
  const update = (name: TAuditParamName, value: string) =>
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
