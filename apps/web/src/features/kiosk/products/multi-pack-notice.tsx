import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A multi-pack sku says so, and how many packages one pack holds. */
export function MultiPackNotice({ packSize }: { packSize: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="p4" sx={{ fontWeight: 600 }}>
        {t('productDetail.multiPackNotice')}
      </Typography>
      <Typography variant="p5" color="text.secondary">
        {t('productDetail.packSize', { count: packSize })}
      </Typography>
    </Box>
  );
}
