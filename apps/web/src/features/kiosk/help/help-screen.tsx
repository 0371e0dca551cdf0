import '../kiosk-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { QRCodeSVG } from 'qrcode.react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeviceConfig } from '../device-config-api';
import { EmergencyBanner } from '../emergency/emergency-banner';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { KIOSK_ACTION_SX, KIOSK_SCREEN_TEXT, KioskScreen } from '../../../shared/components/kiosk-screen';
import { telHref } from './tel-href';

const QR_SIZE_PX = 240;

/** /help: the support phone of the device (GET /config) and a QR code that calls it from a phone. */
export function HelpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useDeviceConfig(useDeviceId());
  const phone = config.data?.supportPhone;

  return (
    <KioskScreen
      actions={
        <Button
          variant="outlined"
          data-keypad-back
          startIcon={<ArrowBackIcon aria-hidden="true" />}
          onClick={() => void navigate(-1)}
          sx={{ alignSelf: 'center', ...KIOSK_ACTION_SX }}
        >
          {t('help.back')}
        </Button>
      }
    >
      <EmergencyBanner />
      <Typography variant="p3" component="p" sx={KIOSK_SCREEN_TEXT.message}>
        {t('help.description')}
      </Typography>
      {config.isPending && config.fetchStatus !== 'idle' ? (
        <Skeleton variant="rounded" width={QR_SIZE_PX} height={QR_SIZE_PX} />
      ) : null}
      {phone ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 24,
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'start',
            p: 16,
            bgcolor: 'background.paper',
            borderRadius: (theme) => `${theme.radii.card}px`,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box>
            <Typography variant="p5" component="p" color="text.secondary">
              {t('help.phoneLabel')}
            </Typography>
            <Typography variant="p1" component="p" dir="ltr" data-testid="support-phone">
              {phone}
            </Typography>
            <Typography variant="p4" component="p" sx={{ mt: 8, maxWidth: 360 }}>
              {t('help.scanToCall')}
            </Typography>
          </Box>
          <Box sx={{ p: 8, bgcolor: '#ffffff', lineHeight: 0 }}>
            <QRCodeSVG
              value={telHref(phone)}
              size={QR_SIZE_PX}
              marginSize={2}
              role="img"
              aria-label={t('help.qrLabel', { phone })}
              data-testid="support-qr"
            />
          </Box>
        </Box>
      ) : null}
      {config.isError || (!config.isPending && !phone) ? (
        <Alert severity="warning">{t('help.noPhone')}</Alert>
      ) : null}
    </KioskScreen>
  );
}
