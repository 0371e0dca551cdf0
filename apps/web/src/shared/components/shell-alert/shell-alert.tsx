import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { BOX_RADIUS_PX } from '../../theme/theme-constants';

type Props = {
  /** `filled`: white on the error colour; `standard`: dark error text on a light tint (MUI's two looks). */
  variant: 'filled' | 'standard';
  icon: ReactNode;
  /** Shown in bold above the content. */
  title?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * An error alert with MUI Alert's look (role, colours, icon and message boxes) on a plain Box, for the
 * app shell's emergency flow, which must be there before any lazy chunk: MUI's Alert would bring its own
 * code, its icons and IconButton into the first screen (about 7 KB gzip, docs/performance.md). Lazy
 * screens keep MUI's Alert.
 */
export function ShellAlert({ variant, icon, title, children, sx, 'data-testid': testId }: Props) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={[
        (theme) => ({
          display: 'flex',
          padding: '6px 16px',
          borderRadius: `${BOX_RADIUS_PX.md}px`,
          ...theme.typography.body2,
          ...(variant === 'filled'
            ? { color: theme.palette.error.contrastText, bgcolor: 'error.main', fontWeight: 500 }
            : {
                color: darken(theme.palette.error.light, 0.6),
                bgcolor: lighten(theme.palette.error.light, 0.9),
                '& > .shell-alert-icon': { color: 'error.main' },
              }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        className="shell-alert-icon"
        sx={{ display: 'flex', padding: '7px 0', marginInlineEnd: '12px', fontSize: 22, opacity: 0.9 }}
      >
        {icon}
      </Box>
      <Box sx={{ padding: '8px 0', minWidth: 0, overflow: 'auto' }}>
        {title ? (
          <Box
            sx={(theme) => ({
              ...theme.typography.body1,
              marginTop: '-2px',
              marginBottom: '0.35em',
              fontSize: 20,
              fontWeight: 700,
            })}
          >
            {title}
          </Box>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}
