import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  icon?: ReactNode;
  /** The page's <h1>; leave out when the layout already shows the title. */
  title?: string;
  message?: string;
  detail?: string;
  action?: ReactNode;
  role?: 'alert';
};

/** A centred message with an optional action: the frame of the error, not-found and placeholder pages. */
export function MessagePage({ icon, title, message, detail, action, role }: Props) {
  return (
    <Box
      role={role}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 12,
        py: 24,
      }}
    >
      {icon}
      {title ? (
        <Typography variant="p1" component="h1">
          {title}
        </Typography>
      ) : null}
      {message ? <Typography variant="p3">{message}</Typography> : null}
      {detail ? (
        <Typography variant="p5" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      {action}
    </Box>
  );
}
