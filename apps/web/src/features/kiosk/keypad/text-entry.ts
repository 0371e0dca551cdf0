/** Whether keys typed on `target` go into a text entry (it takes digits, letters, Backspace and the caret keys). */
export const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset', 'range'].includes(target.type));
