import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { KIOSK_REACH_PX, TALL_PORTRAIT_MEDIA } from '../../theme/theme-constants';

type Props = {
  /** What the screen says or shows; centred in the height left above the actions. */
  children: ReactNode;
  /** The screen's controls (or what the visitor must do next), in the lower-middle of a tall screen. */
  actions?: ReactNode;
  role?: 'alert' | 'status';
  'data-testid'?: string;
  /** A tap anywhere on the screen (the welcome and idle screens start on one). */
  onClick?: () => void;
  sx?: SxProps<Theme>;
};

/**
 * The kiosk's screen frame: fills the height between header and footer, centres its content in the
 * room above the actions, and on the portrait display (TALL_PORTRAIT_MEDIA) lifts the actions
 * KIOSK_REACH_PX above the bottom, into the lower-middle of the display where a standing visitor and
 * a wheelchair user both reach them. On a landscape or short screen the actions follow the content.
 */
export function KioskScreen({ children, actions, role, onClick, sx, ...rest }: Props) {
  return (
    <Box
      role={role}
      data-testid={rest['data-testid']}
      data-kiosk-screen=""
      onClick={onClick}
      sx={[
        {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 16,
          py: 16,
          cursor: onClick ? 'pointer' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          flex: 1,
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 12,
          [TALL_PORTRAIT_MEDIA]: { gap: 16 },
        }}
      >
        {children}
      </Box>
      {actions ? (
        <Box
          sx={{
            width: '100%',
            maxWidth: 720,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 12,
            [TALL_PORTRAIT_MEDIA]: { mb: `${KIOSK_REACH_PX}px` },
          }}
        >
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}

/** Text sizes of a kiosk screen's parts: the regular size, and the larger one of the portrait display. */
export const KIOSK_SCREEN_TEXT = {
  title: { [TALL_PORTRAIT_MEDIA]: { fontSize: 48, lineHeight: 1.2 } },
  message: { [TALL_PORTRAIT_MEDIA]: { fontSize: 30, lineHeight: 1.35 } },
  detail: { [TALL_PORTRAIT_MEDIA]: { fontSize: 24, lineHeight: 1.4 } },
  icon: { fontSize: 64, [TALL_PORTRAIT_MEDIA]: { fontSize: 144 } },
} as const;

/** A kiosk screen's main action button: larger on the portrait display. */
export const KIOSK_ACTION_SX = {
  [TALL_PORTRAIT_MEDIA]: {
    minHeight: 96,
    fontSize: 30,
    px: 32,
    '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 32 },
  },
} as const;
