import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  flagName: text('flag_name').primaryKey(),
  isActive: boolean('is_active').notNull().default(false),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
});
