import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with a text, announced politely: a phone page waiting for the server. */
export function PhoneBusy({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, py: 16 }}
    >
      <CircularProgress aria-hidden="true" size={40} />
      <Typography variant="p4">{label}</Typography>
    </Box>
  );
}
