import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import type { TSpeech } from './speech-context';
import { spokenTextOf } from './spoken-text';

/** What a screen reader calls live regions: results and errors that appear or change. */
const LIVE_REGION = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
const DIALOG = '[role="dialog"]';
/** Changes are spoken once the screen has settled for this long (a screen renders in a few steps). */
const SETTLE_MS = 120;

type TSay = TSpeech['say'];

/**
 * Watches the page: each dialog that opens is said in full, and each live region whose text changed
 * (not a countdown timer, nor one busy or hidden) once the page has settled. Returns the unwatch.
 */
const watchPageChanges = (say: TSay, t: TFunction): (() => void) => {
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
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
};

/**
 * Says what changes on the page (dialogs as they open, results as they appear) and each focused
 * control with its state and place, as it is focused or a chosen option changes.
 */
export const useAnnounceChanges = (say: TSay, t: TFunction, focusedControl: () => string | null) => {
  useEffect(() => {
    const unwatch = watchPageChanges(say, t);
    const onFocus = (event: Event) => {
      if (!(event.target instanceof HTMLElement) || event.target !== document.activeElement) return;
      const control = focusedControl();
      if (control) say(control, { isFlush: true });
    };
    document.addEventListener('focusin', onFocus);
    // A chosen option (a radio, a checkbox) says its new state.
    document.addEventListener('change', onFocus);
    return () => {
      unwatch();
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('change', onFocus);
    };
  }, [say, t, focusedControl]);
};
