import { CONSOLE_API, fillPath } from '@kiosk/contract/values';
import type { TAuditQuery, TKioskCreate, TKioskSettings } from '@kiosk/contract';
import { fetchCsv } from '../../../shared/api/fetch-csv';
import { apiRequest } from '../../../shared/api/http';

/**
 * The console's kiosk set-up and audit log calls (the operator session cookie; writes carry the console's
 * header, http.ts). What a create, a passkey or a pairing code answers is shown once and never stored.
 */

/** POST /console/kiosk-setup: a new kiosk; its pairing code (and agent environment file) shown once. */
export const createKiosk = (body: TKioskCreate) =>
  apiRequest(CONSOLE_API.kioskSetup, { method: 'POST', body, schema: (c) => c.ZKioskCreated });

/** GET /console/kiosk-setup/{deviceId}: the kiosk's settings, and whether it is retired. */
export const fetchKioskSetup = (deviceId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(CONSOLE_API.kioskSettings, { deviceId }), {
    schema: (c) => c.ZKioskSetupView,
    signal,
  });

/** PUT /console/kiosk-setup/{deviceId}: every setting again. */
export const saveKioskSettings = (deviceId: string, body: TKioskSettings) =>
  apiRequest(fillPath(CONSOLE_API.kioskSettings, { deviceId }), {
    method: 'PUT',
    body,
    schema: (c) => c.ZKioskSetupView,
  });

/** POST …/retirement: unpairs the kiosk's browsers and refuses its calls from now on. */
export const retireKiosk = (deviceId: string) =>
  apiRequest(fillPath(CONSOLE_API.kioskRetirement, { deviceId }), {
    method: 'POST',
    schema: (c) => c.ZKioskSetupView,
  });

/** POST …/staff-passkey: a new staff passkey (the old one stops working), shown once. */
export const issueStaffPasskey = (deviceId: string) =>
  apiRequest(fillPath(CONSOLE_API.kioskStaffPasskey, { deviceId }), {
    method: 'POST',
    schema: (c) => c.ZStaffPasskeyIssued,
  });

/** POST …/broker-account: a new broker password, the agent's environment file shown once. */
export const issueBrokerAccount = (deviceId: string) =>
  apiRequest(fillPath(CONSOLE_API.kioskBrokerAccount, { deviceId }), {
    method: 'POST',
    schema: (c) => c.ZBrokerAccountIssued,
  });

/** POST …/pairing-code: a new one-time pairing code, shown once. */
export const issuePairingCode = (deviceId: string) =>
  apiRequest(fillPath(CONSOLE_API.kioskPairingCode, { deviceId }), {
    method: 'POST',
    schema: (c) => c.ZKioskPairingCode,
  });

/** What the audit page asks for (the query of GET /console/audit, as the page holds it). */
export type TAuditRequest = Pick<TAuditQuery, 'page' | 'pageSize'> &
  Partial<Pick<TAuditQuery, 'kind' | 'deviceId' | 'author' | 'from' | 'to'>>;

/** GET /console/audit: one page of the audit log, newest first. */
export const fetchAuditLog = (request: TAuditRequest, signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.audit, { query: { ...request }, schema: (c) => c.ZAuditLog, signal });

/** GET /console/audit?format=csv: every entry the filters match, as a file. */
export const fetchAuditCsv = (request: TAuditRequest) =>
  fetchCsv(CONSOLE_API.audit, { ...request, format: 'csv' }, undefined, 'audit-log.csv');
