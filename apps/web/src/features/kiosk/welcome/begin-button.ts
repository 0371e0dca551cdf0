import type { Theme } from '@mui/material/styles';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';

/** The welcome and idle screens' large title. */
export const BEGIN_TITLE_SX = {
  fontSize: { xs: 40, md: 64 },
  lineHeight: 1.15,
  [TALL_PORTRAIT_MEDIA]: { fontSize: 80 },
} as const;

/** 'Tap to begin' (and the idle screen's 'Start'): the largest button of the kiosk. */
export const BEGIN_BUTTON_SX = {
  minHeight: 88,
  px: 32,
  fontSize: 28,
  borderRadius: (theme: Theme) => `${theme.radii.lg}px`,
  '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 36 },
  [TALL_PORTRAIT_MEDIA]: { minHeight: 120, fontSize: 36 },
} as const;
