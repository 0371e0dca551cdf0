import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { topDialog } from '../keypad/dialog-scope';
import type { TSpeech } from './speech-context';
import type { TSpeechScreen } from './speech-screens';
import { spokenTextOf } from './spoken-text';

type TSay = TSpeech['say'];

/** What the announcer says of the screen: its title and what to do there. */
type TScreenSpeech = { say: TSay; intro: () => string; t: TFunction };

/**
 * Gives the provider the announcer's "say the screen again": the open dialog in full (or the screen's
 * title and what to do), then the focused control; null once the announcer unmounts.
 */
export const useRepeatScreen = (
  setRepeat: (sayAgain: (() => void) | null) => void,
  { say, intro, t }: TScreenSpeech,
  focusedControl: () => string | null,
) => {
  useEffect(() => {
    setRepeat(() => {
      const dialog = topDialog();
      say(dialog ? spokenTextOf(dialog, { isSkippingControls: true, t }) : intro(), { isFlush: true });
      const control = focusedControl();
      if (control) say(control);
    });
    return () => setRepeat(null);
  }, [setRepeat, say, intro, focusedControl, t]);
};

/**
 * Says that speech is on and the screen when speech turns on, and the screen again when the
 * screen (its address), its step or the language changes.
 */
export const useAnnounceScreen = (
  { say, intro, t }: TScreenSpeech,
  pathname: string,
  screen: TSpeechScreen | undefined,
  language: string | undefined,
) => {
  const hasStarted = useRef(false);
  const latest = useRef({ say, intro, t });
  // Before the effect below reads it (layout effects run first).
  useLayoutEffect(() => {
    latest.current = { say, intro, t };
  }, [say, intro, t]);
  useEffect(() => {
    const { say: sayNow, intro: introNow, t: tNow } = latest.current;
    if (hasStarted.current) {
      sayNow(introNow(), { isFlush: true });
      return;
    }
    hasStarted.current = true;
    sayNow(tNow('speech.on'), { isFlush: true });
    sayNow(introNow());
  }, [pathname, screen, language]);
};
