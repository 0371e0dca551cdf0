import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TKioskCreated } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createKiosk } from './kiosk-setup-api';
import { consolePaths } from '../../../shared/routes/paths';
import { catalogQueries } from '../catalog/catalog-queries';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { KioskFormFields } from './kiosk-form-fields';
import { newKioskValues, settingsOf } from './kiosk-form-values';
import { AGENT_ENV_FILE_NAME, ShownOnce } from './shown-once';
import { useKioskAction } from './use-kiosk-action';

/** `/operator/new-kiosk`: a new kiosk's settings; once made, its pairing code (and agent file) shown once. */
export function NewKioskScreen() {
  return (
    <ConsoleGate>
      <NewKiosk />
    </ConsoleGate>
  );
}

/** What creating a kiosk answered: the secrets to copy now, and where its settings are. */
function Created({ created }: { created: TKioskCreated }) {
  const { t } = useTranslation();
  const lines = [
    { label: t('console.kioskSetup.pairingCode'), value: created.pairing.code },
    { label: t('console.kioskSetup.pairingUrl'), value: created.pairing.kioskUrl },
    ...(created.agentEnvFile
      ? [
          {
            label: t('console.kioskSetup.agentEnvFile'),
            value: created.agentEnvFile,
            fileName: AGENT_ENV_FILE_NAME,
          },
        ]
      : []),
  ];
  return (
    <>
      <ShownOnce title={t('console.kioskSetup.created', { name: created.kiosk.name })} lines={lines} />
      {created.agentEnvFile ? null : (
        <Typography variant="p5" sx={{ mb: 6 }}>
          {t('console.kioskSetup.noBroker')}
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={consolePaths.kioskSettings(created.kiosk.deviceId)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        {t('console.kioskSetup.toSettings', { name: created.kiosk.name })}
      </Link>
    </>
  );
}

/** The form starts in the programme's currency, so the page waits for it (from the catalogue list). */
function NewKiosk() {
  const currency = useQuery(catalogQueries.currency());
  // Once known, the form stays: a later refresh that fails must not take away what was typed.
  if (currency.data !== undefined) return <NewKioskForm programmeCurrency={currency.data} />;
  return (
    <ConsoleLoadState query={currency}>
      {(programmeCurrency) => <NewKioskForm programmeCurrency={programmeCurrency} />}
    </ConsoleLoadState>
  );
}

function NewKioskForm({ programmeCurrency }: { programmeCurrency: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => newKioskValues(programmeCurrency));
  const action = useKioskAction(() => createKiosk({ deviceId: values.deviceId, ...settingsOf(values) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.start();
  };
  if (action.result) return <Created created={action.result} />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="new-kiosk-heading">
      <Typography id="new-kiosk-heading" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.kioskSetup.newHeading')}
      </Typography>
      <KioskFormFields values={values} onChange={setValues} isNew isBusy={action.isBusy} />
      {action.failure ? (
        <Alert severity="error" role="alert" sx={{ my: 6 }}>
          {action.failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={action.isBusy} sx={{ mt: 8, minHeight: 44 }}>
        {action.isBusy ? t('stock.saving') : t('console.kioskSetup.create')}
      </Button>
    </Box>
  );
}
