import { createContext, useContext } from 'react';

export type TSayOptions = {
  /** Stops what is being said first (a new screen, a new focus); otherwise it is queued. */
  isFlush?: boolean;
};

export type TSpeech = {
  /** Speech mode: screens, focused controls and results are spoken. */
  isOn: boolean;
  /** Speech volume, 0.1 to 1. */
  volume: number;
  /** Turns speech mode on (already on: says the screen again). */
  turnOn: () => void;
  /** Turns speech mode off and stops speaking (the session's end). */
  turnOff: () => void;
  /** One volume step up (1) or down (-1); says the new volume. */
  changeVolume: (step: 1 | -1) => void;
  /** Says a text, in speech mode only. */
  say: (text: string, options?: TSayOptions) => void;
  /** The help key: says the screen and the focused control again, or how to turn speech on. */
  help: () => void;
};

const noop = () => undefined;

/** Outside the kiosk (phone and staff pages, tests) nothing is spoken. */
export const SpeechContext = createContext<TSpeech>({
  isOn: false,
  volume: 1,
  turnOn: noop,
  turnOff: noop,
  changeVolume: noop,
  say: noop,
  help: noop,
});

export const useSpeech = (): TSpeech => useContext(SpeechContext);
