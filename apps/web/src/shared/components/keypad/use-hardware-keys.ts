import { useEffect, useRef, type RefObject } from 'react';

type TOptions = {
  /** The keypad's keys (digits; letters and a hyphen too on the alphanumeric one). */
  keys: readonly string[];
  onKey: (key: string) => void;
  onBackspace: () => void;
  /** With nothing entered, Backspace is left to the kiosk keypad's "back". */
  isEntryEmpty: boolean;
  isDisabled: boolean;
  /** The keypad: keys count only while no dialog covers it. */
  keypad: RefObject<HTMLElement | null>;
};

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type));

/**
 * Hardware keys type on the on-screen keypad: a digit (or letter) key pressed anywhere on the
 * screen enters it, Backspace erases the last one. In the entry itself the typed keys go in as usual.
 */
export const useHardwareKeys = ({ keys, onKey, onBackspace, isEntryEmpty, isDisabled, keypad }: TOptions) => {
  const latest = useRef({ keys, onKey, onBackspace, isEntryEmpty });
  useEffect(() => {
    latest.current = { keys, onKey, onBackspace, isEntryEmpty };
  });

  useEffect(() => {
    if (isDisabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      const dialog = dialogs.item(dialogs.length - 1);
      if (dialog && !dialog.contains(keypad.current)) return;
      const current = latest.current;
      const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
      if (current.keys.includes(key)) {
        event.preventDefault();
        current.onKey(key);
      } else if (key === 'Backspace' && !current.isEntryEmpty) {
        event.preventDefault();
        current.onBackspace();
      }
    };
    // On the document, so it runs before the kiosk keypad's listener on the window.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDisabled, keypad]);
};
