import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { startOverPath } from '../../../shared/routes/paths';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { KIOSK_ACTION_SX } from '../../../shared/components/kiosk-screen';

/**
 * docs/product.md §2: 'Start Over' goes to / with the deviceId query parameter. It is a real link that
 * reloads the page, so nothing of a broken session survives.
 */
export function StartOverButton({ label }: { label: string }) {
  const deviceId = useDeviceId();
  return (
    <Button
      variant="contained"
      href={startOverPath(deviceId)}
      startIcon={<RestartAltIcon />}
      sx={{ alignSelf: 'center', minWidth: 240, ...KIOSK_ACTION_SX }}
    >
      {label}
    </Button>
  );
}
