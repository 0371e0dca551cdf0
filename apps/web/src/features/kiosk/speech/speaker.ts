import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';
import i18n from '../../../i18n/i18n';

/** Voice tags tried before a language's own (Traditional Chinese: Hong Kong and Cantonese voices first). */
const PREFERRED_TAGS: Partial<Record<TLanguageCode, string[]>> = { hk: ['zh-HK', 'yue', 'zh-TW'] };

const normalise = (tag: string): string => tag.toLowerCase().replace(/_/g, '-');
const primaryOf = (tag: string): string => normalise(tag).split('-')[0] ?? '';

/**
 * The voice for one of the product's languages: one whose tag matches exactly (preferred tags first),
 * else one of the same primary language (any Arabic voice for ar, any Spanish for es-US).
 */
export const voiceFor = (
  voices: readonly SpeechSynthesisVoice[],
  language: TLanguageCode,
): SpeechSynthesisVoice | undefined => {
  const names = LANGUAGE_NAMES[language];
  const tags = [...(PREFERRED_TAGS[language] ?? []), names.langIetf, names.langIso6391].map(normalise);
  for (const tag of tags) {
    const exact = voices.find((voice) => normalise(voice.lang) === tag);
    if (exact) return exact;
  }
  for (const tag of tags) {
    const related = voices.find((voice) => primaryOf(voice.lang) === primaryOf(tag));
    if (related) return related;
  }
  return undefined;
};

/** Languages whose missing voice has been told since speech turned on. */
const toldWithoutVoice = new Set<TLanguageCode>();

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

const utter = (
  speech: SpeechSynthesis,
  text: string,
  language: TLanguageCode,
  voice: SpeechSynthesisVoice | undefined,
  volume: number,
) => {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = voice?.lang ?? LANGUAGE_NAMES[language].langIetf;
  if (voice) utterance.voice = voice;
  utterance.volume = volume;
  speech.speak(utterance);
};

type TSpeakOptions = { isFlush?: boolean; volume: number; language: TLanguageCode };

/**
 * Says a text in the visitor's language with the browser's speech synthesis; it never waits for the
 * speech to end. Where the kiosk has voices but none for the language, it first says so in English,
 * once, and the text goes to the default voice.
 */
export const speak = (text: string, { isFlush = false, volume, language }: TSpeakOptions): void => {
  const speech = synthesis();
  if (!speech || text.trim() === '') return;
  if (isFlush) speech.cancel();
  const voices = speech.getVoices();
  const voice = voiceFor(voices, language);
  if (!voice && voices.length > 0 && !toldWithoutVoice.has(language)) {
    toldWithoutVoice.add(language);
    const english = i18n.getFixedT(DEFAULT_LANGUAGE);
    const notice = english('speech.noVoice', { language: LANGUAGE_NAMES[language].nameEn });
    utter(speech, notice, DEFAULT_LANGUAGE, voiceFor(voices, DEFAULT_LANGUAGE), volume);
  }
  utter(speech, text, language, voice, volume);
};

/** Stops speaking (speech mode off). */
export const silence = (): void => {
  toldWithoutVoice.clear();
  synthesis()?.cancel();
};
