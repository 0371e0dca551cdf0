import { EN_MESSAGES, type MessageKey } from './messages.en';

export type Catalogue = Partial<Record<MessageKey, string>>;
const CATALOGUES: Record<string, Catalogue> = {};

/** Registers a locale's texts; keys it lacks fall back to English. */
export function registerMessages(locale: string, messages: Catalogue): void {
  CATALOGUES[locale] = messages;
}

export type MessageParams = Record<string, string | number>;

export function translate(locale: string, key: MessageKey, params: MessageParams = {}): string {
  const text = CATALOGUES[locale]?.[key] ?? EN_MESSAGES[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Picks a locale's text from a stored `{ locale: text }` map, English when missing. */
export const pickText = (texts: Record<string, string>, locale: string): string =>
  texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
