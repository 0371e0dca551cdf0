/** docs/product.md §9 theme constants: every number here is a product requirement. */

export const BREAKPOINTS = { xs: 0, sm: 444, md: 600, lg: 900, xl: 1200 } as const;

/** theme.spacing(1) is this many pixels. */
export const SPACING_BASE_PX = 2;

export const BUTTON_MIN_HEIGHT_PX = { large: 44, medium: 36 } as const;

export const CARD_RADIUS_PX = 24;

export const BOX_RADIUS_PX = { sm: 8, md: 12, lg: 15 } as const;

/** docs/product.md §2 / §9 layout: fixed header, footer, content width. */
export const LAYOUT_PX = { headerHeight: 64, footerHeight: 66, contentMaxWidth: 1200 } as const;

/** WCAG 2.5.5 target size that every kiosk control meets. */
export const MIN_TOUCH_TARGET_PX = 44;

/** AA-contrast shades (at least 4.5:1 against white and the page background). */
export const PALETTE_MAIN = {
  primary: '#1565c0',
  secondary: '#6a1b9a',
  error: '#c62828',
  warning: '#b45309',
  success: '#2e7d32',
  info: '#01579b',
} as const;

export const PAGE_BACKGROUND = '#f5f7fa';
export const TEXT_PRIMARY = '#1a202c';
export const TEXT_SECONDARY = '#4a5563';

/** Text styles p1 (largest) to p6 (smallest), in px. */
export const TEXT_STYLES_PX = {
  p1: { fontSize: 28, lineHeight: 36, fontWeight: 700 },
  p2: { fontSize: 24, lineHeight: 32, fontWeight: 600 },
  p3: { fontSize: 20, lineHeight: 28, fontWeight: 500 },
  p4: { fontSize: 18, lineHeight: 26, fontWeight: 400 },
  p5: { fontSize: 16, lineHeight: 24, fontWeight: 400 },
  p6: { fontSize: 14, lineHeight: 20, fontWeight: 400 },
} as const;

export type TTextStyle = keyof typeof TEXT_STYLES_PX;

/**
 * The kiosk's portrait screen (1080×1920) and any window as tall: screens spread over its height, with
 * larger text and controls, and their actions in reach (see KIOSK_REACH_PX).
 */
export const TALL_PORTRAIT_MEDIA = '@media (orientation: portrait) and (min-height: 1400px)';

/**
 * On a tall portrait screen, a screen's actions end this far above the bottom of its content area, so they
 * sit in the lower-middle of the display: within reach from a wheelchair, and not at the top where a
 * seated or short visitor cannot reach.
 */
export const KIOSK_REACH_PX = 240;

/**
 * The dispensing progress bar: a white track with a dark outline, filled in the primary colour. Fill
 * against track and outline against the page both meet the 3:1 non-text contrast of WCAG 2.2 (1.4.11).
 */
export const PROGRESS_BAR_COLOURS = {
  fill: '#1565c0',
  track: '#ffffff',
  outline: '#4a5563',
} as const;
