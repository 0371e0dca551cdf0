import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';

/** 'Payment successful', shown for a moment before the screen goes on to dispense. */
export function PaymentSuccess() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, py: 24 }}
    >
      <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 96 }} />
      <Typography variant="p1" component="h2">
        {t('payment.successful')}
      </Typography>
      <Typography variant="p4">{t('payment.continuing')}</Typography>
    </Box>
  );
}
