import type { alphaRows } from '../alpha/alpha.schema.ts';

/** Another module's table, even as a type by a roundabout path: not allowed (ask alpha's service). */
export type AlphaRow = typeof alphaRows;
