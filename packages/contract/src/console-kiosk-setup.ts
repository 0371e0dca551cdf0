import { z } from 'zod';
import { ZDeviceId } from './common';
import { ZLocale } from './languages';
import { KIOSK_NAME_MAX, KIOSK_ADDRESS_MAX } from './values/console';

/**
 * The IANA time zones the runtime knows (`Intl.supportedValuesOf`): a kiosk's calendar days, reports and
 * alerts are counted on its clock, so a name no runtime can use is refused at the door.
 */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
/** ISO 4217 currencies the runtime can format (`Intl.NumberFormat` formats every amount). */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

const ZTimeZone = z.enum(TIME_ZONES as [string, ...string[]], {
  error: 'must be a time zone of the IANA list, e.g. America/Los_Angeles',
});
const ZKnownCurrency = z.enum(CURRENCIES as [string, ...string[]], {
  error: 'must be an ISO 4217 currency code, e.g. USD',
});

/** A support phone number as people read it: digits, spaces, + ( ) - and dots, 3 to 40 characters. */
export const ZSupportPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{1,38}[0-9)]$/, 'must be a phone number: digits, spaces and + ( ) - .');

/** What an operator sets on a kiosk (create and edit): every field, edit sends them all again. */
const kioskSettingsFields = {
  name: z.string().trim().min(1, 'must not be empty').max(KIOSK_NAME_MAX),
  /** An address, or a note on where the kiosk stands; may be empty. */
  address: z.string().trim().max(KIOSK_ADDRESS_MAX).default(''),
  timeZone: ZTimeZone,
  currency: ZKnownCurrency,
  /** The languages the kiosk offers, at least one, each once. */
  languages: z
    .array(ZLocale)
    .min(1)
    .refine((codes) => new Set(codes).size === codes.length, 'must name each language once'),
  /** The language it starts in: one of `languages`. */
  defaultLanguage: ZLocale,
  supportPhone: ZSupportPhone,
  isAccessibilityExtensionAllowed: z.boolean().default(false),
};

const defaultAmongOffered = (
  value: { languages: readonly string[]; defaultLanguage: string },
  ctx: z.RefinementCtx,
) => {
  if (!value.languages.includes(value.defaultLanguage))
    ctx.addIssue({
      code: 'custom',
      path: ['defaultLanguage'],
      message: 'must be one of the languages offered',
    });
};

/** `PUT /console/kiosks/{deviceId}/settings`: the kiosk's settings, all of them. */
export const ZKioskSettings = z.object(kioskSettingsFields).strict().superRefine(defaultAmongOffered);
export type TKioskSettings = z.infer<typeof ZKioskSettings>;

/** `POST /console/kiosk-setup`: a new kiosk, its id and settings. */
export const ZKioskCreate = z
  .object({ deviceId: ZDeviceId, ...kioskSettingsFields })
  .strict()
  .superRefine(defaultAmongOffered);
export type TKioskCreate = z.infer<typeof ZKioskCreate>;

/** A kiosk as the console's setup shows it. */
export const ZKioskSetupView = z.object({
  deviceId: ZDeviceId,
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  languages: z.array(ZLocale),
  defaultLanguage: ZLocale,
  supportPhone: z.string(),
  isAccessibilityExtensionAllowed: z.boolean(),
  hasStaffPasskey: z.boolean(),
  /** Whether the console makes its broker account (the server has the broker's admin settings). */
  isBrokerManaged: z.boolean(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type TKioskSetupView = z.infer<typeof ZKioskSetupView>;

/**
 * What creating a kiosk shows once: its one-time pairing code (and the address that pairs a browser with
 * it), and, when the server has the broker's admin settings, the device agent's environment file with
 * its new broker account (null otherwise: run `npm run kiosk:provision`).
 */
export const ZKioskCreated = z.object({
  kiosk: ZKioskSetupView,
  pairing: z.object({ code: z.string(), expiresAt: z.string(), kioskUrl: z.string() }),
  agentEnvFile: z.string().nullable(),
});
export type TKioskCreated = z.infer<typeof ZKioskCreated>;

/**
 * A new password for the kiosk's broker account: the device agent's environment file with it, shown this
 * once (the broker keeps only its own salted hash). Its agent is disconnected until it has the new file.
 */
export const ZBrokerAccountIssued = z.object({ deviceId: ZDeviceId, agentEnvFile: z.string() });
export type TBrokerAccountIssued = z.infer<typeof ZBrokerAccountIssued>;

/** A new staff passkey, shown this once (only its argon2 hash is kept). */
export const ZStaffPasskeyIssued = z.object({ deviceId: ZDeviceId, passkey: z.string() });
export type TStaffPasskeyIssued = z.infer<typeof ZStaffPasskeyIssued>;
