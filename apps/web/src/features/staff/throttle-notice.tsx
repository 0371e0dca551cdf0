import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatWait } from './stock-labels';

/**
 * Five wrong passkeys pause sign-in: the pause is announced once (alert) and the wait counts down
 * visibly in a timer, which screen readers do not read out every second.
 */
export function ThrottleNotice({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="alert">
      {t('staff.signIn.throttled')}{' '}
      <Box component="span" role="timer" aria-atomic="true" sx={{ fontWeight: 700 }}>
        {t('staff.signIn.wait', { time: formatWait(secondsLeft) })}
      </Box>
    </Alert>
  );
}
