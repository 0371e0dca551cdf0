/** Every server text in the 23 languages besides English; a key a locale lacks falls back to English. */
import ar from './locales/ar.json';
import es from './locales/es.json';
import fa from './locales/fa.json';
import hi from './locales/hi.json';
import hk from './locales/hk.json';
import ht from './locales/ht.json';
import hy from './locales/hy.json';
import ja from './locales/ja.json';
import kar from './locales/kar.json';
import km from './locales/km.json';
import ko from './locales/ko.json';
import mh from './locales/mh.json';
import my from './locales/my.json';
import ne from './locales/ne.json';
import ps from './locales/ps.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import so from './locales/so.json';
import th from './locales/th.json';
import tl from './locales/tl.json';
import uk from './locales/uk.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';
import { registerMessages, type Catalogue } from './translate';

export const SERVER_LOCALES: Record<string, Catalogue> = {
  ar,
  es,
  fa,
  hi,
  hk,
  ht,
  hy,
  ja,
  kar,
  km,
  ko,
  mh,
  my,
  ne,
  ps,
  pt,
  ru,
  so,
  th,
  tl,
  uk,
  vi,
  zh,
};

for (const [locale, messages] of Object.entries(SERVER_LOCALES)) registerMessages(locale, messages);
