import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../shared/lib/money';
import type { TReservationState } from './reservation-state';

/** The 6-digit pick-up code (read digit by digit), to keep, and until when it holds. */
export function PickupCode({ reservation }: { reservation: TReservationState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const expires = new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(reservation.expiresAt));
  return (
    <Box
      component="section"
      aria-labelledby="pickup-code-title"
      sx={{
        textAlign: 'center',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
        p: 10,
      }}
    >
      <Typography id="pickup-code-title" variant="p3" component="h2">
        {t('reserve.codeTitle')}
      </Typography>
      <Typography
        data-testid="pickup-code"
        aria-label={t('reserve.codeLabel', { digits: reservation.code.split('').join(' ') })}
        sx={{
          fontSize: 48,
          lineHeight: '64px',
          fontWeight: 700,
          letterSpacing: '0.2em',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {reservation.code}
      </Typography>
      <Typography variant="p5">{t('reserve.codeKeep')}</Typography>
      <Typography variant="p4" sx={{ mt: 2 }}>
        {t('reserve.expires', { date: expires })}
      </Typography>
    </Box>
  );
}
