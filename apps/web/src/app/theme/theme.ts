import { createTheme, type Theme } from '@mui/material/styles';
import { FONT_STACK, hanFontsFor } from '../../i18n/fonts';
import {
  BOX_RADIUS_PX,
  BREAKPOINTS,
  BUTTON_MIN_HEIGHT_PX,
  CARD_RADIUS_PX,
  LAYOUT_PX,
  MIN_TOUCH_TARGET_PX,
  PAGE_BACKGROUND,
  PALETTE_MAIN,
  SPACING_BASE_PX,
  TEXT_PRIMARY,
  TEXT_SECONDARY,
  TEXT_STYLES_PX,
  type TTextStyle,
} from '../../shared/theme/theme-constants';

const FONT_FAMILY = FONT_STACK;

const px = (value: number): string => `${value}px`;

/** Visible keyboard focus (WCAG 2.4.7), 3 px so it stands out on the kiosk's large screen. */
export const FOCUS_OUTLINE = `3px solid ${PALETTE_MAIN.primary}`;

const textStyles = Object.fromEntries(
  Object.entries(TEXT_STYLES_PX).map(([name, style]) => [
    name,
    {
      fontFamily: FONT_FAMILY,
      fontSize: px(style.fontSize),
      lineHeight: px(style.lineHeight),
      fontWeight: style.fontWeight,
    },
  ]),
) as Record<TTextStyle, { fontFamily: string; fontSize: string; lineHeight: string; fontWeight: number }>;

/** The docs/product.md §9 theme; `direction` follows the interface language. */
export const createAppTheme = (direction: 'ltr' | 'rtl' = 'ltr'): Theme =>
  createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: SPACING_BASE_PX,
    shape: { borderRadius: BOX_RADIUS_PX.sm },
    radii: { ...BOX_RADIUS_PX, card: CARD_RADIUS_PX },
    layout: { ...LAYOUT_PX },
    palette: {
      primary: { main: PALETTE_MAIN.primary, contrastText: '#ffffff' },
      secondary: { main: PALETTE_MAIN.secondary, contrastText: '#ffffff' },
      error: { main: PALETTE_MAIN.error, contrastText: '#ffffff' },
      warning: { main: PALETTE_MAIN.warning, contrastText: '#ffffff' },
      success: { main: PALETTE_MAIN.success, contrastText: '#ffffff' },
      info: { main: PALETTE_MAIN.info, contrastText: '#ffffff' },
      background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
      text: { primary: TEXT_PRIMARY, secondary: TEXT_SECONDARY },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
      ...textStyles,
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The Han font order until the document language sets its own (i18n/document-language.ts).
          ':root': { '--app-han-fonts': hanFontsFor('en') },
          // Visible focus for every focusable element (WCAG 2.4.7 / 2.4.11).
          ':focus-visible': { outline: FOCUS_OUTLINE, outlineOffset: '2px' },
        },
      },
      MuiTypography: {
        defaultProps: {
          variantMapping: { p1: 'p', p2: 'p', p3: 'p', p4: 'p', p5: 'p', p6: 'p' },
        },
      },
      MuiButtonBase: {
        // A press shows in CSS (`:active`), at once and with no script: MUI's ripple renders on the tap
        // itself and held a kiosk PC's next screen back by about a third (docs/performance.md).
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: FOCUS_OUTLINE, outlineOffset: '2px' },
            '&:active': { filter: 'brightness(0.9)' },
          },
        },
      },
      MuiButton: {
        defaultProps: { size: 'large', disableElevation: true },
        styleOverrides: {
          root: { borderRadius: BOX_RADIUS_PX.md, paddingInline: px(20) },
          sizeLarge: { minHeight: px(BUTTON_MIN_HEIGHT_PX.large), fontSize: px(18) },
          sizeMedium: { minHeight: px(BUTTON_MIN_HEIGHT_PX.medium) },
        },
      },
      MuiIconButton: {
        styleOverrides: {
          sizeLarge: { minWidth: px(MIN_TOUCH_TARGET_PX), minHeight: px(MIN_TOUCH_TARGET_PX) },
        },
      },
      MuiCard: {
        styleOverrides: { root: { borderRadius: CARD_RADIUS_PX } },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: px(16), '&:last-child': { paddingBottom: px(16) } } },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: BOX_RADIUS_PX.md } },
      },
    },
  });
