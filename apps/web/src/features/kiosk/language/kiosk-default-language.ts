import { useEffect, useRef } from 'react';
import { DEFAULT_LANGUAGE } from '@kiosk/contract/values';
import type { TDeviceConfig, TLanguageCode } from '@kiosk/contract';
import i18n from '../../../i18n/i18n';
import { hasChosenLanguage } from '../../../i18n/detect-language';
import { isLanguageCode } from '../../../i18n/language-code';
import { ROUTES } from '../../../shared/routes/paths';
import { isSessionPath } from '../session/session-paths';

/**
 * The language the kiosk starts each visit in: the device's default (set up in the console, GET /config)
 * when it offers it and the product has its texts, else English.
 */
export const defaultLanguageOf = (config: TDeviceConfig | undefined): TLanguageCode => {
  const id = config?.languages.find((language) => language.isDefault && language.isActive)?.id;
  return isLanguageCode(id) ? id : DEFAULT_LANGUAGE;
};

/**
 * Puts the kiosk in its default language when the idle screen opens, and when the app starts on a screen
 * between visits (welcome or idle) once the device's config has arrived, unless a language was chosen
 * earlier in this browser session (a reload keeps it); a language a visitor picks then stays for the
 * visit. Returns the default, for the end of a session.
 */
export function useBetweenVisitsLanguage(config: TDeviceConfig | undefined, pathname: string): TLanguageCode {
  const language = defaultLanguageOf(config);
  const isIdle = pathname.replace(/\/+$/, '') === ROUTES.idleScreen;
  const isStartScreen = !isSessionPath(pathname) && !hasChosenLanguage();
  const isKnown = config !== undefined;
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!isKnown) return;
    const isFirst = !hasStarted.current;
    hasStarted.current = true;
    if ((isIdle || (isFirst && isStartScreen)) && i18n.language !== language)
      void i18n.changeLanguage(language);
  }, [isIdle, isStartScreen, isKnown, language]);
  return language;
}
