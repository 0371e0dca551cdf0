import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scopeControls, topDialog } from '../keypad/dialog-scope';
import { useSpeech } from './speech-context';
import { speechScreenOf, type TScreen } from './speech-screens';
import { describeControl, joinSentences, spokenTextOf } from './spoken-text';

/** What a screen reader calls live regions: results and errors that appear or change. */
const LIVE_REGION = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
const DIALOG = '[role="dialog"]';
/** Changes are spoken once the screen has settled for this long (a screen renders in a few steps). */
const SETTLE_MS = 120;

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

  useEffect(() => {
    setRepeat(() => {
      const dialog = topDialog();
      say(dialog ? spokenTextOf(dialog, { isSkippingControls: true, t }) : intro(), { isFlush: true });
      const control = focusedControl();
      if (control) say(control);
    });
    return () => setRepeat(null);
  }, [setRepeat, say, intro, focusedControl, t]);

  const hasStarted = useRef(false);
  const latest = useRef({ say, intro, t });
  // Before the effect below reads it (layout effects run first).
  useLayoutEffect(() => {
    latest.current = { say, intro, t };
  }, [say, intro, t]);
  const language = i18n.resolvedLanguage;
  // The screen is said when speech turns on, and again when the screen, its step or the language changes.
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

  useEffect(() => {
    const seenDialogs = new WeakSet<Element>(document.querySelectorAll(DIALOG));
    const lastSaid = new WeakMap<Element, string>();
    const textOf = (element: Element) => spokenTextOf(element, { isSkippingControls: true, t });
    document.querySelectorAll(LIVE_REGION).forEach((region) => lastSaid.set(region, textOf(region)));
    const changed = new Set<Element>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const sayChanges = () => {
      timer = undefined;
      for (const dialog of document.querySelectorAll(DIALOG)) {
        if (seenDialogs.has(dialog)) continue;
        seenDialogs.add(dialog);
        say(textOf(dialog), { isFlush: true });
        dialog.querySelectorAll(LIVE_REGION).forEach((region) => lastSaid.set(region, textOf(region)));
      }
      for (const region of changed) {
        const outer = region.parentElement?.closest(LIVE_REGION);
        if (!region.isConnected || (outer && changed.has(outer))) continue;
        if (region.closest('[aria-busy="true"], [aria-hidden="true"]')) continue;
        const text = textOf(region);
        if (text === '' || text === lastSaid.get(region)) continue;
        lastSaid.set(region, text);
        say(text);
      }
      changed.clear();
    };

    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        if (!target || target.closest('[role="timer"]')) continue;
        const region = target.closest(LIVE_REGION);
        if (region) changed.add(region);
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(LIVE_REGION)) changed.add(node);
          node.querySelectorAll(LIVE_REGION).forEach((inner) => changed.add(inner));
        });
      }
      timer ??= setTimeout(sayChanges, SETTLE_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    const onFocus = (event: Event) => {
      if (!(event.target instanceof HTMLElement) || event.target !== document.activeElement) return;
      const control = focusedControl();
      if (control) say(control, { isFlush: true });
    };
    document.addEventListener('focusin', onFocus);
    // A chosen option (a radio, a checkbox) says its new state.
    document.addEventListener('change', onFocus);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('change', onFocus);
    };
  }, [say, t, focusedControl]);

  return null;
}
