import { useEffect, useRef } from 'react';
import { useSpeech } from '../speech/speech-context';
import { topDialog } from './dialog-scope';
import { moveFocus } from './focus-move';
import { goBack, reachEmergency } from './keypad-actions';
import { HELP_HOLD_MS, keypadActionOf } from './keypad-keys';
import { isTextEntry } from './text-entry';

/**
 * The kiosk keypad on every kiosk screen: arrows move focus through the controls in reading order
 * (never trapped: they wrap, and back leaves), Enter selects (radio options too), Escape or
 * Backspace goes back, the emergency key reaches the emergency button, help said or held, volume,
 * and the headphone jack. Keys a control uses itself (typing in an entry, the caret) are left to it.
 */
export const useKeypadNavigation = (): void => {
  const speech = useSpeech();
  const latest = useRef(speech);
  useEffect(() => {
    latest.current = speech;
  }, [speech]);

  useEffect(() => {
    let helpTimer: ReturnType<typeof setTimeout> | undefined;
    let isHelpHeld = false;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = keypadActionOf(event.key, document.documentElement.dir === 'rtl');
      if (!action) return;
      const { target } = event;
      switch (action) {
        case 'next':
        case 'previous':
          // Across an entry, Left and Right move its caret.
          if (isTextEntry(target) && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
          event.preventDefault();
          moveFocus(action === 'next' ? 1 : -1);
          return;
        case 'select':
          if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) {
            event.preventDefault();
            target.click();
          }
          return;
        case 'back':
          if (event.key === 'Backspace' && isTextEntry(target)) return;
          // A dialog closes itself on Escape.
          if (event.key === 'Escape' && topDialog()) return;
          if (goBack()) event.preventDefault();
          return;
        case 'help':
          event.preventDefault();
          if (event.repeat || helpTimer) return;
          helpTimer = setTimeout(() => {
            isHelpHeld = true;
            latest.current.turnOn();
          }, HELP_HOLD_MS);
          return;
        case 'volumeUp':
        case 'volumeDown':
          event.preventDefault();
          latest.current.changeVolume(action === 'volumeUp' ? 1 : -1);
          return;
        case 'emergency':
          event.preventDefault();
          reachEmergency();
          return;
        case 'headphones':
          event.preventDefault();
          latest.current.turnOn();
          return;
      }
    };

    const onKeyUp = (event: KeyboardEvent) => {
      if (keypadActionOf(event.key, false) !== 'help' || !helpTimer) return;
      clearTimeout(helpTimer);
      helpTimer = undefined;
      if (!isHelpHeld) latest.current.help();
      isHelpHeld = false;
    };

    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      clearTimeout(helpTimer);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
};
