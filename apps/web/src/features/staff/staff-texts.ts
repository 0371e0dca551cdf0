import staffTexts from 'virtual:staff-english-texts';
import i18n from '../../i18n/i18n';

/**
 * The English texts of the staff's adjust-stock, hardware-check and kiosk-pairing screens come with those lazy screens, not
 * with the kiosk's first screen (vite.config.ts, LAZY_TEXT_MODULES); the other languages' files hold them
 * whole. Added without replacing texts already there (a test's pseudo locale). Every module that uses these
 * texts imports this first.
 */
i18n.addResourceBundle('en', 'translation', staffTexts, true, false);
