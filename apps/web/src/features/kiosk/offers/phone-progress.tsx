import '../kiosk-texts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TPhoneStep } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';

/**
 * What the kiosk says beside its offer QR code: scan it, or, from the moment the phone opened it, that the
 * phone is working on the check (the number, then the texted code), announced as it changes. The kiosk
 * moves on by itself once the phone is verified.
 */
export function PhoneProgress({ step }: { step: TPhoneStep }) {
  const { t } = useTranslation();
  const isPending = step === 'opened' || step === 'code_sent';
  const text = !isPending
    ? t('kioskOffers.scanToCheck')
    : step === 'opened'
      ? t('kioskOffers.phoneOpened')
      : t('kioskOffers.phoneCodeSent');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="kiosk-phone-progress"
      data-step={step}
      sx={{ display: 'flex', alignItems: 'center', gap: 6 }}
    >
      {isPending ? <CircularProgress aria-hidden="true" size={40} sx={{ flex: 'none' }} /> : null}
      <Typography variant="p2">{text}</Typography>
    </Box>
  );
}
