import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { AccessibilityButton } from '../session/accessibility-button';
import { KioskReserveEntry } from './kiosk-reserve-entry';

/** docs/product.md §1: tap the screen to begin. A tap anywhere starts; the button serves keyboards and readers. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBegin = () => {
    void navigate(ROUTES.products);
  };
  return (
    <Box
      onClick={onBegin}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 16,
        py: 32,
        cursor: 'pointer',
      }}
    >
      <Typography variant="p1" component="h1" sx={{ fontSize: { xs: 40, md: 64 }, lineHeight: 1.15 }}>
        {t('welcome.title')}
      </Typography>
      <Typography variant="p3" color="text.secondary" sx={{ maxWidth: 640 }}>
        {t('welcome.subtitle')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<TouchAppIcon aria-hidden="true" />}
        onClick={(event) => {
          event.stopPropagation();
          onBegin();
        }}
        sx={{
          mt: 16,
          minHeight: 88,
          px: 32,
          fontSize: 28,
          borderRadius: (theme) => `${theme.radii.lg}px`,
          '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 36 },
        }}
      >
        {t('welcome.tapToBegin')}
      </Button>
      {/* Reserve on the phone, or pick a reservation up here. */}
      <KioskReserveEntry />
      {/* Only on devices allowed the accessibility extension (docs/product.md §4, §6). */}
      <AccessibilityButton variant="outlined" sx={{ minHeight: 64, px: 24, fontSize: 22 }} />
    </Box>
  );
}
