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

export const ZAgeQuery = z.object({ dob: z.string().max(10), locale: ZQueryLocale }).strict();
export const ZReservationCode = z.object({ code: z.string().regex(/^\d{6}$/, 'must be 6 digits') }).strict();
export const ZReservation = z.object({ orderId: z.uuid(), code: z.string(), expiresAt: z.string() });
export type TReservation = z.infer<typeof ZReservation>;
