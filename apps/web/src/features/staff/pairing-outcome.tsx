import './staff-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startOverPath } from '../../shared/routes/paths';
import type { TPairingOutcome } from './use-kiosk-pairing';

type TPairingOutcomeProps = { outcome: TPairingOutcome; deviceId: string; when: (iso: string) => string };

/** What the last pairing action did, announced: paired (with a way to the kiosk), a new code, or failed. */
export function PairingOutcome({ outcome, deviceId, when }: TPairingOutcomeProps) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      {outcome?.kind === 'paired' ? (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={startOverPath(deviceId)}>
              {t('kioskPairing.openKiosk')}
            </Button>
          }
        >
          {t('kioskPairing.paired')}
        </Alert>
      ) : null}
      {outcome?.kind === 'code' ? (
        <Alert severity="info">
          <Typography variant="p4">
            {t('kioskPairing.codeFor', { code: outcome.code.code, time: when(outcome.code.expiresAt) })}
          </Typography>
          <Typography variant="p4" component="p" data-testid="pairing-url" sx={{ wordBreak: 'break-all' }}>
            {outcome.code.kioskUrl}
          </Typography>
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? <Alert severity="error">{t('kioskPairing.failed')}</Alert> : null}
    </Box>
  );
}
