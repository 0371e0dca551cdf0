import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../shared/lib/use-countdown';

type Props = {
  /** When the server allows another code (the 30 s resend wait, or the hourly limit). */
  resendAvailableAt: string | null;
  isSending: boolean;
  onResend: () => void;
};

/** 'Resend code', disabled with the seconds left until the server allows another one. */
export function ResendCode({ resendAvailableAt, isSending, onResend }: Props) {
  const { t } = useTranslation();
  const seconds = useCountdown(resendAvailableAt);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Button variant="outlined" size="large" onClick={onResend} disabled={seconds > 0 || isSending}>
        {isSending ? t('offers.sending') : t('offers.resend')}
      </Button>
      {seconds > 0 ? (
        <Typography variant="p5" color="text.secondary" data-testid="resend-wait">
          {t('offers.resendIn', { seconds })}
        </Typography>
      ) : null}
    </Box>
  );
}
