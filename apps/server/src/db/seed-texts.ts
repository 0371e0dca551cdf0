/** Product and sku names of the demo catalogue in the 23 languages besides English. */
import ar from './seed-texts/ar.json';
import es from './seed-texts/es.json';
import fa from './seed-texts/fa.json';
import hi from './seed-texts/hi.json';
import hk from './seed-texts/hk.json';
import ht from './seed-texts/ht.json';
import hy from './seed-texts/hy.json';
import ja from './seed-texts/ja.json';
import kar from './seed-texts/kar.json';
import km from './seed-texts/km.json';
import ko from './seed-texts/ko.json';
import mh from './seed-texts/mh.json';
import my from './seed-texts/my.json';
import ne from './seed-texts/ne.json';
import ps from './seed-texts/ps.json';
import pt from './seed-texts/pt.json';
import ru from './seed-texts/ru.json';
import so from './seed-texts/so.json';
import th from './seed-texts/th.json';
import tl from './seed-texts/tl.json';
import uk from './seed-texts/uk.json';
import vi from './seed-texts/vi.json';
import zh from './seed-texts/zh.json';

export interface SeedTexts {
  products: Record<string, { title: string; description: string }>;
  skus: Record<string, string>;
}

export const SEED_TEXTS: Record<string, SeedTexts> = {
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
