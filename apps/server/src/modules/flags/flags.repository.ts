import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlags } from './flags.schema';

export const listFlags = (db: Db) => db.select().from(featureFlags).orderBy(asc(featureFlags.flagName));
