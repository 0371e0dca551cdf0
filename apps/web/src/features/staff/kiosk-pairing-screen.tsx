import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TKioskCredential, TKioskPairingCode } from '@kiosk/contract';
import {
  createPairingCode,
  kioskPairingQueries,
  pairThisBrowser,
  revokeKioskCredential,
  rotateKioskCredential,
} from '../../shared/api/kiosk-pairing-api';
import { startOverPath } from '../../shared/routes/paths';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from './staff-session-store';

/**
 * `/kiosk-pairing` (staff): pair this browser as the device's kiosk, make a one-time pairing code for
 * another browser, and list, rotate or revoke the paired kiosk browsers (docs/security.md).
 */
export function KioskPairingScreen() {
  return (
    <StaffGate>{(session, deviceId) => <KioskPairing session={session} deviceId={deviceId} />}</StaffGate>
  );
}

type TOutcome = { kind: 'paired' } | { kind: 'code'; code: TKioskPairingCode } | { kind: 'failed' } | null;

function KioskPairing({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const credentials = useQuery(kioskPairingQueries.credentials(deviceId, session.passkey));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: kioskPairingQueries.credentials(deviceId, session.passkey).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: kioskPairingQueries.state(deviceId).queryKey }),
    ]);
  const onDone = (next: TOutcome) => {
    setOutcome(next);
    void refresh();
  };
  const onFailed = () => setOutcome({ kind: 'failed' });
  const pair = useMutation({
    mutationFn: () => pairThisBrowser(deviceId, session.passkey),
    onSuccess: () => onDone({ kind: 'paired' }),
    onError: onFailed,
  });
  const newCode = useMutation({
    mutationFn: () => createPairingCode(deviceId, session.passkey),
    onSuccess: (code) => onDone({ kind: 'code', code }),
    onError: onFailed,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeKioskCredential(deviceId, id, session.passkey),
    onSuccess: () => onDone(null),
    onError: onFailed,
  });
  const rotate = useMutation({
    mutationFn: (id: string) => rotateKioskCredential(deviceId, id, session.passkey),
    onSuccess: (code) => onDone({ kind: 'code', code }),
    onError: onFailed,
  });
  const isBusy = pair.isPending || newCode.isPending || revoke.isPending || rotate.isPending;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
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

function CredentialTable({
  rows,
  when,
  isBusy,
  onRotate,
  onRevoke,
}: {
  rows: TKioskCredential[];
  when: (iso: string) => string;
  isBusy: boolean;
  onRotate: (id: string) => void;
  onRevoke: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-labelledby="kiosk-browsers-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('kioskPairing.browser')}</TableCell>
          <TableCell>{t('kioskPairing.pairedAt')}</TableCell>
          <TableCell>{t('kioskPairing.state')}</TableCell>
          <TableCell>{t('kioskPairing.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = `${row.id.slice(0, 8)} (${t(row.pairedBy === 'code' ? 'kioskPairing.byCode' : 'kioskPairing.byStaff')})`;
          return (
            <TableRow key={row.id}>
              <TableCell>{name}</TableCell>
              <TableCell>{when(row.createdAt)}</TableCell>
              <TableCell>{t(row.revokedAt ? 'kioskPairing.revoked' : 'kioskPairing.active')}</TableCell>
              <TableCell>
                {row.revokedAt ? null : (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
                    <Button
                      variant="outlined"
                      disabled={isBusy}
                      aria-label={`${t('kioskPairing.rotate')} ${name}`}
                      onClick={() => onRotate(row.id)}
                    >
                      {t('kioskPairing.rotate')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      disabled={isBusy}
                      aria-label={`${t('kioskPairing.revoke')} ${name}`}
                      onClick={() => onRevoke(row.id)}
                    >
                      {t('kioskPairing.revoke')}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
