import peopleTexts from 'virtual:people-english-texts';
import i18n from '../../../i18n/i18n';

/**
 * The people and own-account pages' English texts come with those pages, not with every console page
 * (vite.config.ts, LAZY_TEXT_MODULES); the other languages' files hold them whole. Added without replacing
 * texts already there (a test's pseudo locale).
 */
i18n.addResourceBundle('en', 'translation', peopleTexts, true, false);
