import {
  Suspense,
  lazy,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@kiosk/contract/values';
import { languageCodeOf } from '../../../i18n/language-code';
import { SpeechContext, type TSayOptions, type TSpeech } from './speech-context';
import type { TScreen } from './speech-screens';
import { DEFAULT_VOLUME, nextVolume } from './speech-volume';
import { voiceLanguageOf } from './voice-language';

/** What speaks and what listens to the screen load only once speech is wanted (not on the first screen). */
let speakerModule: Promise<typeof import('./speaker')> | undefined;
/** One load for every utterance, so they reach the speaker in the order they were said. */
const loadSpeaker = () => (speakerModule ??= import('./speaker'));
const SpeechAnnouncer = lazy(() => import('./speech-announcer'));

/**
 * Speech mode of the kiosk: on by the help key held, the headphone jack or the accessibility menu,
 * off at the session's end. While it is on, the announcer speaks each screen, dialog, focused
 * control and result through the browser's speech synthesis, never waiting for it.
 */
export function SpeechProvider({ screen, children }: { screen: TScreen | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [isOn, setIsOn] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  /** The latest state, for the callbacks below (kept stable so the context changes only with it). */
  const state = useRef({ isOn, volume });
  useLayoutEffect(() => {
    state.current = { isOn, volume };
  }, [isOn, volume]);
  /** The announcer's "say the screen again", while it is mounted. */
  const repeat = useRef<(() => void) | null>(null);
  const setRepeat = useCallback((sayAgain: (() => void) | null) => {
    repeat.current = sayAgain;
  }, []);
  const language = languageCodeOf(i18n.resolvedLanguage);

  const speak = useCallback(
    (text: string, options: TSayOptions = {}) => {
      const noVoice = {
        text: i18n.getFixedT(DEFAULT_LANGUAGE)('speech.noVoice', {
          language: LANGUAGE_NAMES[language].nameEn,
        }),
        language: voiceLanguageOf(DEFAULT_LANGUAGE),
      };
      void loadSpeaker().then(({ speak: speakNow }) =>
        speakNow(text, {
          ...options,
          volume: state.current.volume,
          language: voiceLanguageOf(language),
          noVoice,
        }),
      );
    },
    [i18n, language],
  );

  const say = useCallback(
    (text: string, options?: TSayOptions) => {
      if (state.current.isOn) speak(text, options);
    },
    [speak],
  );

  const turnOn = useCallback(() => {
    if (state.current.isOn) repeat.current?.();
    else setIsOn(true);
  }, []);

  const turnOff = useCallback(() => {
    setIsOn(false);
    setVolume(DEFAULT_VOLUME);
    void loadSpeaker().then(({ silence }) => silence());
  }, []);

  const changeVolume = useCallback(
    (step: 1 | -1) => {
      const volume = nextVolume(state.current.volume, step);
      state.current.volume = volume;
      setVolume(volume);
      say(t('speech.volume', { percent: Math.round(volume * 100) }), { isFlush: true });
    },
    [say, t],
  );

  const help = useCallback(() => {
    if (state.current.isOn) repeat.current?.();
    else speak(t('speech.holdHelp'), { isFlush: true });
  }, [speak, t]);

  const speech = useMemo<TSpeech>(
    () => ({ isOn, volume, turnOn, turnOff, changeVolume, say, help }),
    [isOn, volume, turnOn, turnOff, changeVolume, say, help],
  );

  return (
    <SpeechContext.Provider value={speech}>
      {children}
      {isOn ? (
        <Suspense fallback={null}>
          <SpeechAnnouncer screen={screen} setRepeat={setRepeat} />
        </Suspense>
      ) : null}
    </SpeechContext.Provider>
  );
}
