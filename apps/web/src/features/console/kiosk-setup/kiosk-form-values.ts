import type { TKioskSettings, TKioskSetupView, TLanguageCode } from '@kiosk/contract';
import { DEFAULT_KIOSK_LANGUAGES } from '@kiosk/contract/values';

/** What the kiosk form holds while it is typed: every setting, the id too when the kiosk is new. */
export type TKioskFormValues = Omit<TKioskSettings, 'languages'> & {
  deviceId: string;
  languages: TLanguageCode[];
};

/** The IANA time zones this browser knows (the server checks against its own list). */
export const timeZones = (): string[] => Intl.supportedValuesOf('timeZone');

/**
 * A new kiosk's form: the browser's own time zone, the programme's currency (the catalogue's prices are
 * amounts in it, and a kiosk reads them in its own), the demo's five languages, English first.
 */
export const newKioskValues = (programmeCurrency: string): TKioskFormValues => ({
  deviceId: '',
  name: '',
  address: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  currency: programmeCurrency,
  languages: [...DEFAULT_KIOSK_LANGUAGES],
  defaultLanguage: 'en',
  supportPhone: '',
  isAccessibilityExtensionAllowed: false,
});

/** The form of a kiosk as set up. */
export const valuesOf = (kiosk: TKioskSetupView): TKioskFormValues => ({
  deviceId: kiosk.deviceId,
  name: kiosk.name,
  address: kiosk.address,
  timeZone: kiosk.timeZone,
  currency: kiosk.currency,
  languages: kiosk.languages,
  defaultLanguage: kiosk.defaultLanguage,
  supportPhone: kiosk.supportPhone,
  isAccessibilityExtensionAllowed: kiosk.isAccessibilityExtensionAllowed,
});

/** The settings the server takes (PUT), without the id. */
export const settingsOf = ({ deviceId: _id, ...settings }: TKioskFormValues): TKioskSettings => settings;

/** Offers a language or stops offering it; the default moves to the first one left when it goes. */
export const toggleLanguage = (values: TKioskFormValues, code: TLanguageCode): TKioskFormValues => {
  const languages = values.languages.includes(code)
    ? values.languages.filter((c) => c !== code)
    : [...values.languages, code];
  const defaultLanguage = languages.includes(values.defaultLanguage)
    ? values.defaultLanguage
    : (languages[0] ?? values.defaultLanguage);
  return { ...values, languages, defaultLanguage };
};
