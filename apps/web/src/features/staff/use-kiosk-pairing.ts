import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TKioskPairingCode } from '@kiosk/contract';
import {
  createPairingCode,
  kioskPairingQueries,
  pairThisBrowser,
  revokeKioskCredential,
  rotateKioskCredential,
} from '../../shared/api/kiosk-pairing-api';

export type TPairingOutcome =
  { kind: 'paired' } | { kind: 'code'; code: TKioskPairingCode } | { kind: 'failed' } | null;

/** The pairing screen's data: the paired kiosk browsers, the four actions on them and what the last one did. */
export const useKioskPairing = (deviceId: string, passkey: string) => {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<TPairingOutcome>(null);
  const credentials = useQuery(kioskPairingQueries.credentials(deviceId, passkey));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: kioskPairingQueries.credentials(deviceId, passkey).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: kioskPairingQueries.state(deviceId).queryKey }),
    ]);
  const onDone = (next: TPairingOutcome) => {
    setOutcome(next);
    void refresh();
  };
  const onFailed = () => setOutcome({ kind: 'failed' });
  const pair = useMutation({
    mutationFn: () => pairThisBrowser(deviceId, passkey),
    onSuccess: () => onDone({ kind: 'paired' }),
    onError: onFailed,
  });
  const newCode = useMutation({
    mutationFn: () => createPairingCode(deviceId, passkey),
    onSuccess: (code) => onDone({ kind: 'code', code }),
    onError: onFailed,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeKioskCredential(deviceId, id, passkey),
    onSuccess: () => onDone(null),
    onError: onFailed,
  });
  const rotate = useMutation({
    mutationFn: (id: string) => rotateKioskCredential(deviceId, id, passkey),
    onSuccess: (code) => onDone({ kind: 'code', code }),
    onError: onFailed,
  });
  const isBusy = pair.isPending || newCode.isPending || revoke.isPending || rotate.isPending;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return { outcome, credentials, pair, newCode, revoke, rotate, isBusy, when };
};
