import Typography from '@mui/material/Typography';

type Props = { text: string };

/**
 * The seconds left, as a timer (role="timer" is not announced every second; the dialog's
 * description is read when it opens).
 */
export function SessionCountdown({ text }: Props) {
  return (
    <Typography
      role="timer"
      aria-atomic="true"
      variant="p2"
      component="p"
      sx={{ mt: 8, color: 'warning.main' }}
    >
      {text}
    </Typography>
  );
}
