import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';

export const devices = pgTable('devices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
  currency: text('currency').notNull().default('USD'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  isAccessibilityExtensionAllowed: boolean('is_accessibility_extension_allowed').notNull().default(false),
  staffCredentialHash: text('staff_credential_hash'),
  isLegacyDevicePassword: boolean('is_legacy_device_password').notNull().default(false),
  createdAt: createdAt(),
  /** Where the kiosk stands (an address, or a note such as "Library, ground floor"); '' when none. */
  address: text('address').notNull().default(''),
  /** The language the kiosk starts in, one of `languages`; null: English (kiosks from before it was set). */
  defaultLanguage: text('default_language'),
  /** When the kiosk was retired: its browsers are unpaired and its calls refused; its history stays. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
