import type { i18n as TI18n } from 'i18next';
import { cldrLocaleOf } from '@kiosk/contract/values';

type TPluralResolver = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };

/**
 * i18next picks a text's plural form with `Intl.PluralRules` of the language code, and two of ours are
 * no BCP 47 tag `Intl` knows (hk, kar: it would read them with English rules). The instance's plural
 * rules are read with each code's CLDR locale instead (hk → zh-Hant-HK, kar → my, …).
 */
export const readPluralRulesWithCldrLocales = (instance: TI18n): void => {
  const resolver = instance.services.pluralResolver as TPluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(cldrLocaleOf(code), options);
};
