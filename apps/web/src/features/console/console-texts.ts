import i18n from '../../i18n/i18n';
import { console as consoleTexts } from '../../i18n/locales/en.json';

/**
 * The console's English texts come with its lazy screens, not with the kiosk's first screen (vite.config.ts,
 * shellEnglishTexts); the other languages' files hold them whole. Added without replacing texts already
 * there (a test's pseudo locale).
 */
i18n.addResourceBundle('en', 'translation', { console: consoleTexts }, true, false);
