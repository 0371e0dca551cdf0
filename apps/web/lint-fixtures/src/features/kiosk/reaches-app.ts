import { shellTitle } from '../../app/shell';

/** A feature reaching up into the app shell: not allowed. */
export const copiedTitle = shellTitle;
