import { alphaOf } from '../modules/alpha/alpha.service';

/** A provider's test may set up data through a module (allowed). */
export const setUp = () => alphaOf('a-1');
