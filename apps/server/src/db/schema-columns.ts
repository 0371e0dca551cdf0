import { timestamp } from 'drizzle-orm/pg-core';

// The columns many tables share, for the modules' schema files (modules/<m>/<m>.schema.ts).
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A text in each language: locale → text. */
export type Texts = Record<string, string>;
