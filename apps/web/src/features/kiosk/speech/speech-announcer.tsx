import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scopeControls } from '../keypad/dialog-scope';
import { useSpeech } from './speech-context';
import { speechScreenOf, type TScreen } from './speech-screens';
import { describeControl, joinSentences } from './spoken-text';
import { useAnnounceChanges } from './use-announce-changes';
import { useAnnounceScreen, useRepeatScreen } from './use-announce-screen';

type Props = {
  /** The screen showing (the route's), whose title is said. */
  screen: TScreen | undefined;
  /** Gives the provider this announcer's "say the screen again" (null when it unmounts). */
  setRepeat: (sayAgain: (() => void) | null) => void;
};

/**
 * Speech mode's voice (loaded when speech turns on): says that speech is on, each screen's title
 * and what to do, each dialog in full when it opens (the emergency steps, a countdown only in the
 * warning that shows it), each focused control with its state and place, and results as they
 * appear (the screen's status and alerts). Countdown timers are never read as they tick.
 */
export default function SpeechAnnouncer({ screen: shown, setRepeat }: Props) {
  const { t, i18n } = useTranslation();
  const { say } = useSpeech();
  const { pathname, search } = useLocation();
  const screen = speechScreenOf(shown, search);

  const intro = useCallback(
    () => joinSentences([shown ? t(`screens.${shown}`) : '', screen ? t(`speech.screens.${screen}`) : '']),
    [shown, screen, t],
  );

  const focusedControl = useCallback((): string | null => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return null;
    // Its place among the controls of its dialog, or of the screen (also while a dialog closes).
    const controls = scopeControls();
    const index = controls.indexOf(active);
    return index < 0 ? null : describeControl(active, { index: index + 1, count: controls.length }, t);
  }, [t]);

  const speech = { say, intro, t };
  useRepeatScreen(setRepeat, speech, focusedControl);
  useAnnounceScreen(speech, pathname, screen, i18n.resolvedLanguage);
  useAnnounceChanges(say, t, focusedControl);

  return null;
}
