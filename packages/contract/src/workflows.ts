import { z } from 'zod';
import { ZQueryLocale } from './languages';
import { WORKFLOW_SUBTYPES, WORKFLOW_TYPE } from './values/workflows';

export const ZWorkflowSubType = z.enum(WORKFLOW_SUBTYPES);
export type TWorkflowSubType = z.infer<typeof ZWorkflowSubType>;

export const ZWorkflow = z.object({
  type: z.literal(WORKFLOW_TYPE),
  subType: ZWorkflowSubType,
  status: z.enum(['pending', 'passed', 'failed']),
  sections: z.array(z.object({ title: z.string(), description: z.string() })).min(1),
});
export type TWorkflow = z.infer<typeof ZWorkflow>;

/**
 * A date of birth: a real date as YYYY-MM-DD from 1900 on. A failure names the server's own text
 * (`error.age.invalidDate`, 'Invalid date format').
 */
export const BIRTH_DATE =
  /^(?:(?:(?:19|[2-9]\d)(?:[2468][048]|[13579][26]|0[48])|(?:[2468][048]|[3579][26])00)-02-29|(?:19|[2-9]\d)\d\d-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))$/;
export const ZBirthDate = z.string().regex(BIRTH_DATE, 'error.age.invalidDate').meta({ format: 'date' });
export const ZAgeQuery = z.object({ dob: ZBirthDate, locale: ZQueryLocale }).strict();
export const ZReservationCode = z.object({ code: z.string().regex(/^\d{6}$/, 'must be 6 digits') }).strict();
export const ZReservation = z.object({ orderId: z.uuid(), code: z.string(), expiresAt: z.string() });
export type TReservation = z.infer<typeof ZReservation>;
