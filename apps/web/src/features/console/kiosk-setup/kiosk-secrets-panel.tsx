import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TKioskSetupView } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { issueBrokerAccount, issuePairingCode, issueStaffPasskey, retireKiosk } from './kiosk-setup-api';
import { Modal } from '../../../shared/components/modal';
import { AGENT_ENV_FILE_NAME, ShownOnce } from './shown-once';
import { useKioskAction } from './use-kiosk-action';

const Failure = ({ text }: { text: string | null }) =>
  text ? (
    <Alert severity="error" role="alert" sx={{ my: 4 }}>
      {text}
    </Alert>
  ) : null;

/** A new staff passkey and a new pairing code, each shown once. */
function KioskSecrets({ kiosk }: { kiosk: TKioskSetupView }) {
  const { t } = useTranslation();
  const passkey = useKioskAction(() => issueStaffPasskey(kiosk.deviceId));
  const pairing = useKioskAction(() => issuePairingCode(kiosk.deviceId));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
      <Typography variant="p5">
        {t(kiosk.hasStaffPasskey ? 'console.kioskSetup.passkeySet' : 'console.kioskSetup.passkeyNone')}
      </Typography>
      <Button variant="outlined" disabled={passkey.isBusy} onClick={passkey.start} sx={{ minHeight: 44 }}>
        {t(kiosk.hasStaffPasskey ? 'console.kioskSetup.rotatePasskey' : 'console.kioskSetup.issuePasskey')}
      </Button>
      <Failure text={passkey.failure} />
      {passkey.result ? (
        <ShownOnce
          title={t('console.kioskSetup.passkeyIssued')}
          lines={[{ label: t('console.kioskSetup.staffPasskey'), value: passkey.result.passkey }]}
        />
      ) : null}
      <Button variant="outlined" disabled={pairing.isBusy} onClick={pairing.start} sx={{ minHeight: 44 }}>
        {t('console.kioskSetup.newPairingCode')}
      </Button>
      <Failure text={pairing.failure} />
      {pairing.result ? (
        <ShownOnce
          title={t('console.kioskSetup.pairingIssued')}
          lines={[
            { label: t('console.kioskSetup.pairingCode'), value: pairing.result.code },
            { label: t('console.kioskSetup.pairingUrl'), value: pairing.result.kioskUrl },
          ]}
        />
      ) : null}
    </Box>
  );
}

/** A new password for the kiosk's broker account: the agent's environment file, shown once. */
function BrokerAccount({ kiosk }: { kiosk: TKioskSetupView }) {
  const { t } = useTranslation();
  const account = useKioskAction(() => issueBrokerAccount(kiosk.deviceId));
  if (!kiosk.isBrokerManaged) return <Typography variant="p5">{t('console.kioskSetup.noBroker')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
      <Typography variant="p5">{t('console.kioskSetup.brokerExplain')}</Typography>
      <Button variant="outlined" disabled={account.isBusy} onClick={account.start} sx={{ minHeight: 44 }}>
        {t('console.kioskSetup.newBrokerAccount')}
      </Button>
      <Failure text={account.failure} />
      {account.result ? (
        <ShownOnce
          title={t('console.kioskSetup.brokerIssued')}
          lines={[
            {
              label: t('console.kioskSetup.agentEnvFile'),
              value: account.result.agentEnvFile,
              fileName: AGENT_ENV_FILE_NAME,
            },
          ]}
        />
      ) : null}
    </Box>
  );
}

/** Retiring, behind a confirmation that says what it does. */
function Retire({ kiosk }: { kiosk: TKioskSetupView }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const retire = useKioskAction(async () => {
    const retired = await retireKiosk(kiosk.deviceId);
    setIsAsking(false);
    return retired;
  });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setIsAsking(true)} sx={{ minHeight: 44 }}>
        {t('console.kioskSetup.retire')}
      </Button>
      <Failure text={retire.failure} />
      <Modal
        isOpen={isAsking}
        name="console-retire-kiosk"
        title={t('console.kioskSetup.retireTitle', { name: kiosk.name })}
        onClose={() => setIsAsking(false)}
        cancelLabel={t('stock.cancel')}
        onCancel={() => setIsAsking(false)}
        confirmLabel={t('console.kioskSetup.retireConfirm')}
        confirmColor="error"
        onConfirm={retire.start}
        isConfirmDisabled={retire.isBusy}
      >
        <Typography variant="p4">{t('console.kioskSetup.retireExplain')}</Typography>
        {kiosk.isBrokerManaged ? (
          <Typography variant="p4" sx={{ mt: 4 }}>
            {t('console.kioskSetup.retireBroker')}
          </Typography>
        ) : null}
      </Modal>
    </>
  );
}

/** A live kiosk's secrets and its retirement; a retired one says since when. */
export function KioskSecretsPanel({
  kiosk,
  retiredOn,
}: {
  kiosk: TKioskSetupView;
  retiredOn: string | null;
}) {
  const { t } = useTranslation();
  if (retiredOn)
    return (
      <Alert severity="info" role="status">
        {t('console.kioskSetup.retiredOn', { date: retiredOn })}
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <KioskSecrets kiosk={kiosk} />
      <BrokerAccount kiosk={kiosk} />
      <Retire kiosk={kiosk} />
    </Box>
  );
}
