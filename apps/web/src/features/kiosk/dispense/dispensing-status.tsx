import '../kiosk-texts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { centred } from './dispense-layout';

type TProps = { current: number; total: number; dispensed: number };

/** While dispensing: 'Item X of Y' with a progress bar, and 'Please retrieve your items'. */
export function DispensingStatus({ current, total, dispensed }: TProps) {
  const { t } = useTranslation();
  const progressText = total > 0 ? t('dispense.progress', { current, total }) : '';
  return (
    <Box sx={centred}>
      <Typography variant="p1" component="h2">
        {t('dispense.dispensing')}
      </Typography>
      <Typography variant="p2" role="status" aria-live="polite" data-testid="dispense-progress">
        {progressText}
      </Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? (dispensed / total) * 100 : undefined}
        aria-label={t('dispense.progressLabel')}
        sx={{ width: '100%', maxWidth: 640, height: 16, borderRadius: 2 }}
      />
      <Typography variant="p3" sx={{ fontWeight: 600 }}>
        {t('dispense.retrieve')}
      </Typography>
    </Box>
  );
}
