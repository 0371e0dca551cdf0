import '../kiosk-texts';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { TOrder } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { useDeviceConfig } from '../../../shared/api/device-config-api';
import { useDispense } from '../../../shared/api/dispense-api';
import { useOrder } from '../../../shared/api/orders-api';
import { StartOverButton } from '../session/start-over-button';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useOrderContext } from '../order-flow/use-order-context';
import { useTestMode } from '../../staff/use-test-mode';
import { useIdleTimerHold } from '../session/kiosk-session-context';
import {
  DISPENSE_POLL_MS,
  dispensePhaseOf,
  dispenseProgressOf,
  isFinalStatus,
  latestOrderOf,
} from './dispense-progress';

const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 8,
  py: 16,
} as const;

/**
 * /orders/{id}/dispense: starts the dispense (docs/product.md §4 'Dispense') and, while the call runs, polls
 * the order to show 'Item X of Y' and 'Please retrieve your items from the kiosk'; then the
 * complete screen, or the failure screen with refund guidance and the device's support phone.
 */
export function DispenseScreen() {
  const { t } = useTranslation();
  const { deviceId, orderId, locale } = useOrderContext();
  const { failures, dispense } = useDispense();
  const config = useDeviceConfig(deviceId);
  const [result, setResult] = useState<TOrder | undefined>();
  const failure = orderId ? failures[orderId] : undefined;
  const isSettled = Boolean(failure) || (result !== undefined && isFinalStatus(result.status));
  const testMode = useTestMode();
  const polled = useOrder(deviceId, orderId, locale, {
    refetchInterval: isSettled ? false : DISPENSE_POLL_MS,
    testMode,
  });
  const order = latestOrderOf(result, polled.data);
  const phase = dispensePhaseOf(order, Boolean(failure));
  // Items are dropping: the session must not time out and leave the screen mid-dispense.
  useIdleTimerHold(!isSettled);

  const hasStarted = useRef(false);
  const { refetch } = polled;
  useEffect(() => {
    if (hasStarted.current || !deviceId || !orderId) return;
    hasStarted.current = true;
    void dispense({ deviceId, orderId, locale, testMode }).then((dispensed) => {
      if (dispensed) setResult(dispensed);
      void refetch();
    });
  }, [deviceId, orderId, locale, dispense, refetch, testMode]);

  if (!deviceId) return <NoDeviceAlert />;
  const { current, total, dispensed } = dispenseProgressOf(order);

  if (phase === 'failure') {
    const phone = config.data?.supportPhone;
    return (
      <Box role="alert" sx={centred}>
        <ErrorOutlineIcon aria-hidden="true" color="error" sx={{ fontSize: 96 }} />
        <Typography variant="p1" component="h2">
          {t('dispense.failureTitle')}
        </Typography>
        {failure?.description ? <Typography variant="p4">{failure.description}</Typography> : null}
        {order ? (
          <Typography variant="p4">{t('dispense.dispensedCount', { dispensed, total })}</Typography>
        ) : null}
        <Typography variant="p3">{t('dispense.refund')}</Typography>
        {phone ? (
          <Typography variant="p2" data-testid="support-phone">
            {t('dispense.supportPhone', { phone })}
          </Typography>
        ) : null}
        <StartOverButton label={t('dispense.done')} />
      </Box>
    );
  }

  if (phase === 'complete')
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
