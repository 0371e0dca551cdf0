import twoFactorTexts from 'virtual:two-factor-english-texts';
import i18n from '../../../i18n/i18n';

/**
 * The two-step sign-in page's English texts come with that page, not with every console page
 * (vite.config.ts, LAZY_TEXT_MODULES); the other languages' files hold them whole. Added without replacing
 * texts already there (a test's pseudo locale).
 */
i18n.addResourceBundle('en', 'translation', twoFactorTexts, true, false);
