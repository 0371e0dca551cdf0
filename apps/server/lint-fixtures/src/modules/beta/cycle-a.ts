import { second } from './cycle-b';

/** One half of an import cycle: not allowed. */
export const first = (): string => `a${second.length}`;
