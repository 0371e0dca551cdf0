/**
 * What each key of the kiosk's keypad sends (KeyboardEvent.key), as set up on the kiosk PC (see
 * docs/kiosk-speech.md). An EZ Access-style keypad sends arrows, Enter and Escape; its help,
 * volume, emergency and headphone-jack signals are mapped to function keys.
 */
export const KEYPAD_KEYS = {
  /** Next control in reading order (Right too in left-to-right languages, Left in right-to-left). */
  next: ['ArrowDown'],
  /** Previous control (Left too in left-to-right languages, Right in right-to-left). */
  previous: ['ArrowUp'],
  /** Select: presses the focused control. */
  select: ['Enter'],
  /** Back: closes the dialog on top, or takes the screen's way back (its Back or Cancel). */
  back: ['Escape', 'Backspace'],
  /** Help: pressed, repeats the screen and the focused control; held, turns speech on. */
  help: ['F1', 'Help'],
  volumeDown: ['F2', 'AudioVolumeDown'],
  volumeUp: ['F3', 'AudioVolumeUp'],
  /** The red key: reaches the emergency naloxone button from every screen in one press. */
  emergency: ['F4'],
  /** The kiosk PC sends this when headphones are plugged into the jack: speech turns on. */
  headphones: ['F7'],
} as const;

export type TKeypadAction = keyof typeof KEYPAD_KEYS;

/** How long the help key is held to turn speech on. */
export const HELP_HOLD_MS = 1000;

/** The keypad action of a key, given the writing direction (the arrows across follow it). */
export const keypadActionOf = (key: string, isRtl: boolean): TKeypadAction | undefined => {
  if (key === 'ArrowRight') return isRtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return isRtl ? 'next' : 'previous';
  const entry = Object.entries(KEYPAD_KEYS).find(([, keys]) => (keys as readonly string[]).includes(key));
  return entry?.[0] as TKeypadAction | undefined;
};
