import { z } from 'zod';
import { ZLocale } from './languages';

export const WORKFLOW_TYPE = 'authorization' as const;
/** Spec §3 subtypes; `retreive-authorization` is spelled so on the wire. */
export const WORKFLOW_SUBTYPES = [
  'age-authorization',
  'code-authorization',
  'retreive-authorization',
] as const;
export const ZWorkflowSubType = z.enum(WORKFLOW_SUBTYPES);
export type TWorkflowSubType = z.infer<typeof ZWorkflowSubType>;

export const ZWorkflow = z.object({
  type: z.literal(WORKFLOW_TYPE),
  subType: ZWorkflowSubType,
  status: z.enum(['pending', 'passed', 'failed']),
  sections: z.array(z.object({ title: z.string(), description: z.string() })).min(1),
});
export type TWorkflow = z.infer<typeof ZWorkflow>;

/** A workflow's key is type-subType (spec §3). */
export const workflowKey = (w: Pick<TWorkflow, 'type' | 'subType'>): string => `${w.type}-${w.subType}`;
export const SELECTION_KEYS = [
  'authorization-age-authorization',
  'authorization-code-authorization',
] as const;

export const ZAgeQuery = z.object({ dob: z.string().max(10), locale: ZLocale.default('en') }).strict();
export const ZReservationCode = z.object({ code: z.string().regex(/^\d{6}$/, 'must be 6 digits') }).strict();
export const ZReservation = z.object({ orderId: z.uuid(), code: z.string(), expiresAt: z.string() });
