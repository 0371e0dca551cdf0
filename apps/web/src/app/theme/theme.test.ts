import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';
import {
  BOX_RADIUS_PX,
  BUTTON_MIN_HEIGHT_PX,
  CARD_RADIUS_PX,
  LAYOUT_PX,
  PALETTE_MAIN,
  PROGRESS_BAR_COLOURS,
  TEXT_STYLES_PX,
} from '../../shared/theme/theme-constants';

/** WCAG relative-luminance contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe('theme (docs/product.md §9)', () => {
  const theme = createAppTheme();

  it('has the breakpoints 0, 444, 600, 900, 1200 named xs..xl', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 444, md: 600, lg: 900, xl: 1200 });
  });

  it('has a spacing base of 2 px', () => {
    expect(theme.spacing(1)).toBe('2px');
    expect(theme.spacing(8)).toBe('16px');
  });

  it('makes large buttons 44 px and medium buttons 36 px high, and large the default', () => {
    expect(BUTTON_MIN_HEIGHT_PX).toEqual({ large: 44, medium: 36 });
    const overrides = theme.components?.MuiButton?.styleOverrides;
    expect(overrides?.sizeLarge).toMatchObject({ minHeight: '44px' });
    expect(overrides?.sizeMedium).toMatchObject({ minHeight: '36px' });
    expect(theme.components?.MuiButton?.defaultProps?.size).toBe('large');
  });

  it('rounds cards by 24 px and boxes by 8, 12 and 15 px', () => {
    expect(CARD_RADIUS_PX).toBe(24);
    expect(theme.components?.MuiCard?.styleOverrides?.root).toMatchObject({ borderRadius: 24 });
    expect(BOX_RADIUS_PX).toEqual({ sm: 8, md: 12, lg: 15 });
    expect(theme.radii).toEqual({ sm: 8, md: 12, lg: 15, card: 24 });
    expect(theme.shape.borderRadius).toBe(8);
  });

  it('lays out a 64 px header, a 66 px footer and 1200 px content', () => {
    expect(LAYOUT_PX).toEqual({ headerHeight: 64, footerHeight: 66, contentMaxWidth: 1200 });
    expect(theme.layout).toEqual(LAYOUT_PX);
  });

  it('uses the palette colours with AA contrast for white text and on white', () => {
    expect(theme.palette.primary.main).toBe(PALETTE_MAIN.primary);
    expect(theme.palette.secondary.main).toBe(PALETTE_MAIN.secondary);
    expect(theme.palette.error.main).toBe(PALETTE_MAIN.error);
    expect(theme.palette.warning.main).toBe(PALETTE_MAIN.warning);
    expect(theme.palette.success.main).toBe(PALETTE_MAIN.success);
    expect(theme.palette.info.main).toBe(PALETTE_MAIN.info);
    for (const colour of Object.values(PALETTE_MAIN)) {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(theme.palette.text.secondary, theme.palette.background.default)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('draws the dispensing progress bar with 3:1 non-text contrast (WCAG 2.2, 1.4.11)', () => {
    const { fill, track, outline } = PROGRESS_BAR_COLOURS;
    // The filled part against the empty track, and against the page where the bar is full.
    expect(contrast(fill, track)).toBeGreaterThanOrEqual(3);
    expect(contrast(fill, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
    // The empty bar's outline against the page and against its track: an empty bar is plain to see.
    expect(contrast(outline, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(contrast(outline, track)).toBeGreaterThanOrEqual(3);
  });

  it('declares the text styles p1 to p6, largest first', () => {
    const sizes = (['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const).map((name) => {
      expect(theme.typography[name]).toMatchObject({
        fontSize: `${TEXT_STYLES_PX[name].fontSize}px`,
        fontFamily: theme.typography.fontFamily,
      });
      return TEXT_STYLES_PX[name].fontSize;
    });
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('follows the language direction', () => {
    expect(createAppTheme('rtl').direction).toBe('rtl');
    expect(theme.direction).toBe('ltr');
  });
});
