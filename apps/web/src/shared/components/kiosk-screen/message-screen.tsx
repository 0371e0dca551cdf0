import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { KIOSK_SCREEN_TEXT, KioskScreen } from './kiosk-screen';

type Props = {
  /** A decorative icon above the title (aria-hidden); sized by the screen. */
  icon?: ReactNode;
  /** The screen's heading; leave out when the layout already shows the title. */
  title?: string;
  /** The heading's level: h1 on a screen of its own, h2 under the layout's title. */
  titleLevel?: 'h1' | 'h2';
  /** A larger title than the regular one (the welcome and idle screens). */
  titleSx?: SxProps<Theme>;
  message?: string;
  detail?: string;
  /** More content under the message (a status line, the support phone). */
  children?: ReactNode;
  /** The screen's buttons, in reach (KioskScreen). */
  action?: ReactNode;
  role?: 'alert' | 'status';
  'data-testid'?: string;
  onClick?: () => void;
};

/**
 * A centred message with its actions in reach: the one layout of the welcome, idle, unpaired, offline,
 * error, not-found and placeholder screens and of the dispense's end screens.
 */
export function MessageScreen({
  icon,
  title,
  titleLevel = 'h1',
  titleSx,
  message,
  detail,
  children,
  action,
  role,
  onClick,
  ...rest
}: Props) {
  return (
    <KioskScreen role={role} actions={action} onClick={onClick} data-testid={rest['data-testid']}>
      {icon}
      {title ? (
        <Typography variant="p1" component={titleLevel} sx={titleSx ?? KIOSK_SCREEN_TEXT.title}>
          {title}
        </Typography>
      ) : null}
      {message ? (
        <Typography variant="p3" sx={{ maxWidth: 760, ...KIOSK_SCREEN_TEXT.message }}>
          {message}
        </Typography>
      ) : null}
      {detail ? (
        <Typography variant="p5" color="text.secondary" sx={{ maxWidth: 760, ...KIOSK_SCREEN_TEXT.detail }}>
          {detail}
        </Typography>
      ) : null}
      {children}
    </KioskScreen>
  );
}
