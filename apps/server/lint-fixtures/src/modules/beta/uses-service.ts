import { alphaOf } from '../alpha/alpha.service';

/** Another module's service (allowed). */
export const betaOf = (id: string) => alphaOf(id);
