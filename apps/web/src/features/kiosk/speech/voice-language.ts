import { LANGUAGE_NAMES } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';

/** What the speaker needs of a language: the voice tags to look for, best first, and its BCP 47 tag. */
export type TVoiceLanguage = { tags: string[]; lang: string };

/** Voice tags tried before a language's own (Traditional Chinese: Hong Kong and Cantonese voices first). */
const PREFERRED_TAGS: Partial<Record<TLanguageCode, string[]>> = { hk: ['zh-HK', 'yue', 'zh-TW'] };

export const voiceLanguageOf = (language: TLanguageCode): TVoiceLanguage => {
  const names = LANGUAGE_NAMES[language];
  return {
    tags: [...(PREFERRED_TAGS[language] ?? []), names.langIetf, names.langIso6391],
    lang: names.langIetf,
  };
};
