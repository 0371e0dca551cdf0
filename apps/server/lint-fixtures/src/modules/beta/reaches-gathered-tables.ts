import { alphaRows } from '../../db/schema';

/** A table through the gathering file, which is for db/ and tests only: not allowed. */
export const alphaName = alphaRows.name;
