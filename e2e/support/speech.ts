import type { Page } from '@playwright/test';
import { expect } from './test';

/** One utterance the page asked the browser to speak. */
export type TUtterance = { text: string; lang: string; volume: number; voice: string | null };

/** The voices the recorder offers: English and Arabic (as espeak-ng gives them), none for Korean. */
export const RECORDER_VOICES = [
  { name: 'English (America)', lang: 'en-US' },
  { name: 'Arabic', lang: 'ar' },
];

/**
 * In the page, before its scripts: replaces the browser's speech synthesis with a recorder that
 * keeps every utterance (text, language, volume, voice) in `window.__utterances`, in order.
 */
function installRecorder(voices: typeof RECORDER_VOICES): void {
  const utterances: TUtterance[] = [];
  class RecordedUtterance {
    text: string;
    lang = '';
    volume = 1;
    rate = 1;
    pitch = 1;
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    constructor(text = '') {
      this.text = text;
    }
  }
  const recorder = {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    speak(utterance: RecordedUtterance) {
      utterances.push({
        text: utterance.text,
        lang: utterance.lang,
        volume: utterance.volume,
        voice: utterance.voice?.name ?? null,
      });
      setTimeout(() => utterance.onend?.(), 0);
    },
    cancel() {},
    pause() {},
    resume() {},
    getVoices: () =>
      voices.map((voice) => ({ ...voice, voiceURI: voice.name, localService: true, default: false })),
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => true,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: recorder, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true });
  Object.defineProperty(window, '__utterances', { value: utterances });
}

declare global {
  interface Window {
    __utterances: TUtterance[];
  }
}

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text === expected : expected.test(text);

/**
 * What the kiosk says, recorded: `expectSaid` checks utterances in order (each expected one after
 * the one found before), `moveTo` walks focus with the keypad until the focused control says its name.
 */
export class SpeechRecorder {
  private cursor = 0;

  constructor(private readonly page: Page) {}

  static async install(page: Page, voices = RECORDER_VOICES): Promise<SpeechRecorder> {
    await page.addInitScript(installRecorder, voices);
    return new SpeechRecorder(page);
  }

  async all(): Promise<TUtterance[]> {
    return this.page.evaluate(() => window.__utterances ?? []);
  }

  async texts(): Promise<string[]> {
    return (await this.all()).map((utterance) => utterance.text);
  }

  /** Waits until each expected text has been said, in this order, after what was checked before. */
  async expectSaid(...expected: (string | RegExp)[]): Promise<void> {
    for (const one of expected) {
      const found = await expect
        .poll(
          async () => {
            const said = await this.texts();
            const index = said.findIndex((text, at) => at >= this.cursor && matches(text, one));
            if (index < 0) return false;
            this.cursor = index + 1;
            return true;
          },
          { intervals: [50, 100, 250] },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!found) {
        const heard = (await this.texts()).slice(this.cursor);
        throw new Error(`expected to hear ${String(one)}; heard since the last check:\n${heard.join('\n')}`);
      }
    }
  }

  /** Everything said from the last check on (the cursor stays). */
  async sinceLastCheck(): Promise<string[]> {
    return (await this.texts()).slice(this.cursor);
  }

  /** Presses a key and waits for the next utterance, which it returns (the cursor moves past it). */
  async press(key: string): Promise<string> {
    const before = await this.page.evaluate(() => window.__utterances.length);
    await this.page.keyboard.press(key);
    const handle = await this.page.waitForFunction(
      (count) =>
        window.__utterances.length > count && {
          said: window.__utterances.at(-1)?.text,
          count: window.__utterances.length,
        },
      before,
      { timeout: 10_000 },
    );
    const { said, count } = (await handle.jsonValue()) as { said: string; count: number };
    this.cursor = count;
    return said;
  }

  /**
   * Presses `key` (the keypad's down by default) until the focused control says `name`, as a visitor
   * listening would; fails after `limit` presses.
   */
  async moveTo(name: string | RegExp, { key = 'ArrowDown', limit = 60 } = {}): Promise<string> {
    const heard: string[] = [];
    for (let press = 0; press < limit; press++) {
      const said = await this.press(key);
      heard.push(said);
      if (matches(said, name)) return said;
    }
    throw new Error(`no control said ${String(name)} within ${limit} presses; heard:\n${heard.join('\n')}`);
  }
}

/**
 * Turns speech on the way a visitor does: holds the help key (the keypad listens once its code has
 * loaded, just after the first screen; a press before that is tried again).
 */
export async function holdHelpKey(page: Page, speech: SpeechRecorder): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.down('F1');
    await page.waitForTimeout(1_100);
    await page.keyboard.up('F1');
    const isOn = await expect
      .poll(async () => (await speech.texts()).some((text) => text.startsWith('Speech is on.')), {
        timeout: 3_000,
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (isOn) return;
  }
  throw new Error('holding the help key did not turn speech on');
}

/** Turns speech on as headphones plugged into the jack do (the kiosk PC sends F7). */
export async function plugHeadphones(
  page: Page,
  speech: SpeechRecorder,
  said: string | RegExp,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('F7');
    const isOn = await speech
      .expectSaid(said)
      .then(() => true)
      .catch(() => false);
    if (isOn) return;
  }
  throw new Error('the headphone key did not turn speech on');
}
