import { alphaRows } from '../alpha/alpha.schema';

/** Module beta's table: a schema file may import another's table for a foreign key (allowed). */
export const betaRows = { name: 'beta_rows', alphaId: () => alphaRows.id };
