import { alphaRows } from './alpha.schema';

/** A module reads its own table (allowed). */
export const alphaTableName = alphaRows.name;
