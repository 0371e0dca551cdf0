import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { EXTRA_SCRIPTS, FONT_STACK, SCRIPT_OF, hanFontsFor } from './fonts';

describe('fonts for every script', () => {
  it('names a script for each of the 24 languages', () => {
    expect(Object.keys(SCRIPT_OF).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(SCRIPT_OF.kar).toBe('myanmar');
    expect(SCRIPT_OF.fa).toBe('arabic');
    expect(SCRIPT_OF.ps).toBe('arabic');
    expect(SCRIPT_OF.hk).toBe('hant');
    expect(SCRIPT_OF.zh).toBe('hans');
    // Marshallese M̧ needs the combining cedilla, bundled only in Noto Sans Arabic's math subset.
    expect(EXTRA_SCRIPTS.mh).toEqual(['arabic']);
  });

  it('puts the language’s own Han glyph forms first', () => {
    expect(hanFontsFor('hk').startsWith('"Noto Sans TC"')).toBe(true);
    expect(hanFontsFor('zh').startsWith('"Noto Sans SC"')).toBe(true);
    expect(hanFontsFor('ja').startsWith('"Noto Sans JP"')).toBe(true);
    expect(hanFontsFor('ko').startsWith('"Noto Sans KR"')).toBe(true);
    expect(hanFontsFor('en').startsWith('"Noto Sans SC"')).toBe(true);
  });

  it('stacks Noto Sans first, then every non-Han script, then the Han variable', () => {
    expect(FONT_STACK).toMatch(/^"Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai"/);
    expect(FONT_STACK).toContain('"Noto Sans Myanmar"');
    expect(FONT_STACK).toContain('var(--app-han-fonts)');
  });
});
