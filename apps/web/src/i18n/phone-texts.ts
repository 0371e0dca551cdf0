import phoneTexts from 'virtual:phone-english-texts';
import i18n from './i18n';

/**
 * The visitor's phone screens' English texts come with those lazy screens, not with the kiosk's first
 * screen (vite.config.ts, LAZY_TEXT_MODULES); the other languages' files hold them whole. Added without
 * replacing texts already there (a test's pseudo locale). Every module that uses these texts imports this
 * first (the kiosk's payment screen shows the phone's offer list too).
 */
i18n.addResourceBundle('en', 'translation', phoneTexts, true, false);
