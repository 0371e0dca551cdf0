/** The English texts by virtual module (vite.config.ts, englishTexts, LAZY_TEXT_MODULES). */
type TEnglishTexts = typeof import('./locales/en.json');
type TPhoneAreas = 'mobilePayment' | 'offers' | 'reserve';
type TKioskAreas =
  | 'accessCode'
  | 'ageStep'
  | 'dispense'
  | 'help'
  | 'idleScreen'
  | 'kioskOffers'
  | 'orderFlow'
  | 'orderForm'
  | 'orderStatus'
  | 'payment'
  | 'productDetail'
  | 'products'
  | 'reserveAuthorization'
  | 'unpairedKiosk'
  | 'workflow';

type TStaffAreas = 'adjust' | 'hardwareCheck' | 'kioskPairing';
type TReleasesAreas = 'releases';
type TCatalogAreas = 'catalog';
type TPeopleAreas = 'people';
type TTwoFactorAreas = 'twoFactor';

/** en.json without the lazy areas' texts. */
declare module 'virtual:shell-english-texts' {
  const texts: Omit<
    TEnglishTexts,
    | 'console'
    | TPhoneAreas
    | TKioskAreas
    | TStaffAreas
    | TReleasesAreas
    | TCatalogAreas
    | TPeopleAreas
    | TTwoFactorAreas
  >;
  export default texts;
}

/** The visitor's phone screens' English texts (i18n/phone-texts.ts). */
declare module 'virtual:phone-english-texts' {
  const texts: Pick<TEnglishTexts, TPhoneAreas>;
  export default texts;
}

/** The English texts of the kiosk's screens after the welcome screen (features/kiosk/kiosk-texts.ts). */
declare module 'virtual:kiosk-english-texts' {
  const texts: Pick<TEnglishTexts, TKioskAreas>;
  export default texts;
}

/** The English texts of the staff's adjust-stock, hardware-check and kiosk-pairing screens (features/staff/staff-texts.ts). */
declare module 'virtual:staff-english-texts' {
  const texts: Pick<TEnglishTexts, TStaffAreas>;
  export default texts;
}

/** The English texts of the console's releases and roll-outs pages (features/console/releases/release-texts.ts). */
declare module 'virtual:releases-english-texts' {
  const texts: Pick<TEnglishTexts, TReleasesAreas>;
  export default texts;
}

/** The English texts of the console's catalogue, product, translations and assortment pages (features/console/catalog/catalog-texts.ts). */
declare module 'virtual:catalog-english-texts' {
  const texts: Pick<TEnglishTexts, TCatalogAreas>;
  export default texts;
}

/** The English texts of the console's people and own-account pages (features/console/people/people-texts.ts). */
declare module 'virtual:people-english-texts' {
  const texts: Pick<TEnglishTexts, TPeopleAreas>;
  export default texts;
}

/** The English texts of the console's two-step sign-in page (features/console/two-factor/two-factor-texts.ts). */
declare module 'virtual:two-factor-english-texts' {
  const texts: Pick<TEnglishTexts, TTwoFactorAreas>;
  export default texts;
}
