import './staff-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CredentialTable } from './credential-table';
import { PairingOutcome } from './pairing-outcome';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { useKioskPairing } from './use-kiosk-pairing';

/**
 * `/kiosk-pairing` (staff): pair this browser as the device's kiosk, make a one-time pairing code for
 * another browser, and list, rotate or revoke the paired kiosk browsers (docs/security.md).
 */
export function KioskPairingScreen() {
  return (
    <StaffGate>{(session, deviceId) => <KioskPairing session={session} deviceId={deviceId} />}</StaffGate>
  );
}

function KioskPairing({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t } = useTranslation();
  const { outcome, credentials, pair, newCode, revoke, rotate, isBusy, when } = useKioskPairing(
    deviceId,
    session.passkey,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <Typography variant="p3">{t('kioskPairing.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        <Button variant="contained" size="large" disabled={isBusy} onClick={() => pair.mutate()}>
          {t('kioskPairing.pairThisBrowser')}
        </Button>
        <Button variant="outlined" size="large" disabled={isBusy} onClick={() => newCode.mutate()}>
          {t('kioskPairing.newCode')}
        </Button>
      </Box>
      <PairingOutcome outcome={outcome} deviceId={deviceId} when={when} />
      <Box
        component="section"
        aria-labelledby="kiosk-browsers-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        <Typography id="kiosk-browsers-title" variant="p2" component="h2">
          {t('kioskPairing.listTitle')}
        </Typography>
        {credentials.isError ? <Alert severity="error">{t('kioskPairing.failed')}</Alert> : null}
        {credentials.data?.length === 0 ? <Typography>{t('kioskPairing.none')}</Typography> : null}
        {credentials.data?.length ? (
          <CredentialTable
            rows={credentials.data}
            when={when}
            isBusy={isBusy}
            onRotate={(id) => rotate.mutate(id)}
            onRevoke={(id) => revoke.mutate(id)}
          />
        ) : null}
      </Box>
    </Box>
  );
}
