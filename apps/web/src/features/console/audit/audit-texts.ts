import type { TAuditSubjectKind } from '@kiosk/contract';

/** The name of each kind of change, for the filter and the table. */
export const AUDIT_KIND_KEYS = {
  kiosk: 'console.audit.kind.kiosk',
  staff_passkey: 'console.audit.kind.staff_passkey',
  pairing_code: 'console.audit.kind.pairing_code',
  broker_account: 'console.audit.kind.broker_account',
  operator: 'console.audit.kind.operator',
  threshold: 'console.audit.kind.threshold',
  product: 'console.audit.kind.product',
  sku: 'console.audit.kind.sku',
  catalog_image: 'console.audit.kind.catalog_image',
} as const satisfies Record<TAuditSubjectKind, string>;

/** Values before or after as `key: value` lines (objects and lists as JSON). */
export const valuesText = (values: Record<string, unknown> | null): string =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('\n')
    : '–';
