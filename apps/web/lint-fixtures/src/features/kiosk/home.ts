import { appName } from '../../shared/labels';

/** A feature may use shared pieces (allowed). */
export const homeTitle = `${appName} home`;
