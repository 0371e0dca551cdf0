import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { reserveProductsUrl } from '../../../shared/routes/paths';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';

/** The QR code is drawn only when the dialog opens: its library stays out of the welcome screen's JavaScript. */
const QrCode = lazy(() => import('../order-flow/qr-code').then(({ QrCode }) => ({ default: QrCode })));
const QR_SIZE = 280;

const BUTTON_SX = { minHeight: 64, px: 16, fontSize: 22, [TALL_PORTRAIT_MEDIA]: { minHeight: 80 } } as const;

/**
 * The welcome screen's way into reservations: 'Reserve on your phone' shows a QR code to
 * this device's reserve pages; 'Pick up a reservation' goes to the code entry.
 */
export function KioskReserveEntry() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const [isOpen, setIsOpen] = useState(false);
  if (!deviceId) return null;
  const url = reserveProductsUrl(window.location.origin, deviceId);
  return (
    // The welcome screen starts on a tap anywhere; these buttons are not that tap.
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8, mt: 8, cursor: 'default' }}
    >
      <Button
        variant="outlined"
        startIcon={<QrCode2Icon aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
        sx={BUTTON_SX}
      >
        {t('kioskReserve.reserveOnPhone')}
      </Button>
      <Button
        variant="outlined"
        component={RouterLink}
        to="/reserve-authorization"
        startIcon={<PhoneIphoneIcon aria-hidden="true" />}
        sx={BUTTON_SX}
      >
        {t('kioskReserve.pickUp')}
      </Button>
      <Modal
        isOpen={isOpen}
        name="reserve-on-phone"
        title={t('kioskReserve.dialogTitle')}
        onClose={() => setIsOpen(false)}
        confirmLabel={t('kioskReserve.close')}
        onConfirm={() => setIsOpen(false)}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <Typography variant="p3">{t('kioskReserve.scan')}</Typography>
          <Suspense fallback={<Box sx={{ width: QR_SIZE, height: QR_SIZE }} />}>
            <QrCode value={url} label={t('kioskReserve.qrLabel')} size={QR_SIZE} />
          </Suspense>
        </Box>
      </Modal>
    </Box>
  );
}
