import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The HealthPoint mark (an image named for screen readers): a white cross on a rounded blue square, and the product name. */
export function ProductLogo() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        role="img"
        aria-label={t('app.logo')}
        focusable="false"
        sx={{ width: 36, height: 36 }}
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
      </Box>
      <Typography component="span" variant="p2" sx={{ color: 'text.primary', letterSpacing: '0.01em' }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
