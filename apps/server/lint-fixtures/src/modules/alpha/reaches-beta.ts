import { betaOf } from '../beta/uses-service';

/** A module a module does not declare (alpha declares none; beta declares alpha): not allowed. */
export const alphaThroughBeta = (id: string) => betaOf(id);
