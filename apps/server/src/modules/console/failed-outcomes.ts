import { FAILED_OUTCOMES } from '@kiosk/device-link';
import { sql } from 'drizzle-orm';

/** The failed outcomes (jammed, empty slot, motor fault) as an SQL list: `outcome in (${failedOutcomes})`. */
export const failedOutcomes = sql.join(
  FAILED_OUTCOMES.map((outcome) => sql`${outcome}`),
  sql`, `,
);
