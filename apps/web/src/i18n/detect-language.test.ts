import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, detectLanguage, rememberLanguage } from './detect-language';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === 'language' ? value : null),
});
const blocked = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('SecurityError');
  },
};

describe('detectLanguage', () => {
  it('starts in the language chosen earlier in the session', () => {
    expect(detectLanguage(storageWith('ko'), ['es-MX'])).toBe('ko');
  });

  it('otherwise takes the first browser language the product has', () => {
    expect(detectLanguage(storageWith(null), ['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(detectLanguage(storageWith(null), ['zh-TW'])).toBe('hk');
    expect(detectLanguage(storageWith(null), ['fil-PH'])).toBe('tl');
  });

  it('ignores a stored value that is not a language and falls back to English', () => {
    expect(detectLanguage(storageWith('klingon'), ['pt-BR'])).toBe('pt');
    expect(detectLanguage(storageWith(null), ['de', 'fr'])).toBe('en');
    expect(detectLanguage(blocked, [])).toBe('en');
  });
});

describe('rememberLanguage', () => {
  it('keeps the choice under the session key, and survives blocked storage', () => {
    const saved = new Map<string, string>();
    rememberLanguage('fa', { setItem: (key, value) => saved.set(key, value) });
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(saved.get('language')).toBe('fa');
    expect(() => rememberLanguage('fa', blocked)).not.toThrow();
  });
});
