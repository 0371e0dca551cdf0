import { alphaRows } from '../alpha/alpha.schema';

/** A test may set up another module's rows (allowed). */
export const setUp = () => alphaRows.name;
