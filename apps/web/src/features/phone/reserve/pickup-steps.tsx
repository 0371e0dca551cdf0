import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How to pick up a reservation at the kiosk, step by step. */
export function PickupSteps() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="pickup-how">
      <Typography id="pickup-how" variant="p3" component="h2">
        {t('reserve.howTo')}
      </Typography>
      <Box component="ol" sx={{ paddingInlineStart: 12, my: 4, display: 'grid', gap: 2 }}>
        <Typography component="li" variant="p4">
          {t('reserve.step1')}
        </Typography>
        <Typography component="li" variant="p4">
          {t('reserve.step2')}
        </Typography>
        <Typography component="li" variant="p4">
          {t('reserve.step3')}
        </Typography>
      </Box>
    </Box>
  );
}
