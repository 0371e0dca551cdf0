import { first } from './cycle-a';

/** The other half of the cycle. */
export const second = 'b';
export const both = (): string => first() + second;
