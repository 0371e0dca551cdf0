import { z } from 'zod';
import { ZDeviceId } from './common';
import { ZConsolePaging } from './console-paging';
import { REPORT_FORMATS, ZReportDate } from './reports';
import { AUDIT_AUTHOR_KINDS, AUDIT_SUBJECT_KINDS } from './values/console';

export const ZAuditSubjectKind = z.enum(AUDIT_SUBJECT_KINDS);
export type TAuditSubjectKind = z.infer<typeof ZAuditSubjectKind>;

/**
 * One change: who (an operator's name, or `cli:<user>` for a command line), when, what, about what, and
 * the values before and after (secrets as "set" or "rotated", never their values).
 */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  authorKind: z.enum(AUDIT_AUTHOR_KINDS),
  author: z.string(),
  action: z.string(),
  subjectKind: ZAuditSubjectKind,
  subjectId: z.string(),
  deviceId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * `GET /console/audit`: newest first; `kind`, `deviceId` and `author` (exact) narrow it, `from` and `to`
 * are inclusive UTC days; `format=csv` is every matching entry as a file.
 */
export const ZAuditQuery = z
  .object({
    kind: ZAuditSubjectKind.optional(),
    deviceId: ZDeviceId.optional(),
    author: z.string().trim().min(1).max(100).optional(),
    from: ZReportDate.optional(),
    to: ZReportDate.optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
    ...ZConsolePaging,
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditLog = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;
