import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { StartOverButton } from '../session/start-over-button';
import { centred } from './dispense-layout';

/** Everything came out: the complete screen. */
export function DispenseComplete() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={centred}>
      <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 96 }} />
      <Typography variant="p1" component="h2">
        {t('dispense.completeTitle')}
      </Typography>
      <Typography variant="p3">{t('dispense.completeText')}</Typography>
      <StartOverButton label={t('dispense.done')} />
    </Box>
  );
}
