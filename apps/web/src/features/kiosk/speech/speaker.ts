import type { TVoiceLanguage } from './voice-language';

const normalise = (tag: string): string => tag.toLowerCase().replace(/_/g, '-');
const primaryOf = (tag: string): string => normalise(tag).split('-')[0] ?? '';

/**
 * The voice for a language: one whose tag matches exactly (preferred tags first), else one of the
 * same primary language (any Arabic voice for ar, any Spanish for es-US).
 */
export const voiceFor = (
  voices: readonly SpeechSynthesisVoice[],
  { tags }: TVoiceLanguage,
): SpeechSynthesisVoice | undefined => {
  const wanted = tags.map(normalise);
  for (const tag of wanted) {
    const exact = voices.find((voice) => normalise(voice.lang) === tag);
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const related = voices.find((voice) => primaryOf(voice.lang) === primaryOf(tag));
    if (related) return related;
  }
  return undefined;
};

/** Languages (by tag) whose missing voice has been told since speech turned on. */
const toldWithoutVoice = new Set<string>();

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

const utter = (
  speech: SpeechSynthesis,
  text: string,
  language: TVoiceLanguage,
  voice: SpeechSynthesisVoice | undefined,
  volume: number,
) => {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = voice?.lang ?? language.lang;
  if (voice) utterance.voice = voice;
  utterance.volume = volume;
  speech.speak(utterance);
};

type TSpeakOptions = {
  isFlush?: boolean;
  volume: number;
  language: TVoiceLanguage;
  /** Said first, once, where the kiosk has voices but none for the language (in English). */
  noVoice: { text: string; language: TVoiceLanguage };
};

/**
 * Says a text in the visitor's language with the browser's speech synthesis; it never waits for the
 * speech to end. Where the kiosk has voices but none for the language, it first says so in English,
 * once, and the text goes to the default voice.
 */
export const speak = (text: string, { isFlush = false, volume, language, noVoice }: TSpeakOptions): void => {
  const speech = synthesis();
  if (!speech || text.trim() === '') return;
  if (isFlush) speech.cancel();
  const voices = speech.getVoices();
  const voice = voiceFor(voices, language);
  if (!voice && voices.length > 0 && !toldWithoutVoice.has(language.lang)) {
    toldWithoutVoice.add(language.lang);
    utter(speech, noVoice.text, noVoice.language, voiceFor(voices, noVoice.language), volume);
  }
  utter(speech, text, language, voice, volume);
};

/** Stops speaking (speech mode off). */
export const silence = (): void => {
  toldWithoutVoice.clear();
  synthesis()?.cancel();
};
