import { betaOf } from '../beta/uses-service';

/** A test may set up data through a module its module does not declare (allowed). */
export const setUp = () => betaOf('b-1');
