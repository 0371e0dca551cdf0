import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';

const ICONS = {
  success: <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 72 }} />,
  error: <ErrorIcon aria-hidden="true" color="error" sx={{ fontSize: 72 }} />,
  info: <InfoIcon aria-hidden="true" color="info" sx={{ fontSize: 72 }} />,
} as const;

type Props = {
  tone: keyof typeof ICONS;
  title: string;
  /** Lines under the title. */
  details?: string[];
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** 'alert' for a failure the visitor must see; 'status' for news. */
  role?: 'alert' | 'status';
};

/** An outcome on the phone: an icon, a heading and what to do next. */
export function PhoneNotice({ tone, title, details = [], children, role = 'status' }: Props) {
  return (
    <Box
      role={role}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 8,
        py: 12,
      }}
    >
      {ICONS[tone]}
      <Typography variant="p2" component="h2">
        {title}
      </Typography>
      {details.map((line) => (
        <Typography key={line} variant="p4">
          {line}
        </Typography>
      ))}
      {children ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%', mt: 4 }}>{children}</Box>
      ) : null}
    </Box>
  );
}
