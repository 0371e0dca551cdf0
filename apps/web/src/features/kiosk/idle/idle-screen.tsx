import '../kiosk-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';

/** /idle-screen: where a timed-out or ended session lands; a tap anywhere goes to the welcome screen. */
export function IdleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBegin = () => {
    void navigate(ROUTES.home);
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
        {t('idleScreen.title')}
      </Typography>
      <Typography variant="p3" color="text.secondary">
        {t('idleScreen.subtitle')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<TouchAppIcon aria-hidden="true" />}
        onClick={(event) => {
          event.stopPropagation();
          onBegin();
        }}
        sx={{ mt: 16, minHeight: 88, px: 32, fontSize: 28, borderRadius: (theme) => `${theme.radii.lg}px` }}
      >
        {t('idleScreen.start')}
      </Button>
    </Box>
  );
}
