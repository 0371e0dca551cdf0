import type { TWorkflow } from '../workflows';

export const WORKFLOW_TYPE = 'authorization' as const;
/** docs/product.md §3 subtypes; `retreive-authorization` is spelled so on the wire. */
export const WORKFLOW_SUBTYPES = [
  'age-authorization',
  'code-authorization',
  'retreive-authorization',
] as const;

/** A workflow's key is type-subType (docs/product.md §3). */
export const workflowKey = (w: Pick<TWorkflow, 'type' | 'subType'>): string => `${w.type}-${w.subType}`;
export const SELECTION_KEYS = [
  'authorization-age-authorization',
  'authorization-code-authorization',
] as const;
