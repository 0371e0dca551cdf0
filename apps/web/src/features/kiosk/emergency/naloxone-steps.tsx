import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NALOXONE_STEP_KEYS } from './emergency-steps';

/** The numbered naloxone steps (docs/product.md §1), as an ordered list with large numbers. */
export function NaloxoneSteps() {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('emergency.stepsLabel')}
      sx={{ listStyle: 'none', m: 0, mt: 12, p: 0, display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      {NALOXONE_STEP_KEYS.map((key, index) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
          <Box
            aria-hidden="true"
            sx={{
              flex: '0 0 auto',
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: '#ffffff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 22,
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Typography variant="p3" component="p" sx={{ pt: 4, fontWeight: 400 }}>
            {t(`emergency.steps.${key}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
