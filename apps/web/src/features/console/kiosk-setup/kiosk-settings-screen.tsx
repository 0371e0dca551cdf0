import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TKioskSetupView } from '@kiosk/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { saveKioskSettings } from './kiosk-setup-api';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { consolePaths } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { KioskFormFields } from './kiosk-form-fields';
import { settingsOf, valuesOf } from './kiosk-form-values';
import { KioskSecretsPanel } from './kiosk-secrets-panel';
import { kioskSetupQuery } from './kiosk-setup-query';
import { useKioskAction } from './use-kiosk-action';

/** `/operator/kiosk-setup/{deviceId}`: a kiosk's settings, its staff passkey and pairing codes, retiring it. */
export function KioskSettingsScreen() {
  return (
    <ConsoleGate>
      <KioskSettings />
    </ConsoleGate>
  );
}

function SettingsForm({ kiosk }: { kiosk: TKioskSetupView }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(kiosk));
  const save = useKioskAction(() => saveKioskSettings(kiosk.deviceId, settingsOf(values)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.start();
  };
  const isRetired = kiosk.retiredAt !== null;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <KioskFormFields values={values} onChange={setValues} isNew={false} isBusy={save.isBusy || isRetired} />
      {save.failure ? (
        <Alert severity="error" role="alert" sx={{ my: 6 }}>
          {save.failure}
        </Alert>
      ) : null}
      {save.result && !save.isBusy ? (
        <Alert severity="success" role="status" sx={{ my: 6 }}>
          {t('console.kioskSetup.saved', { name: save.result.name })}
        </Alert>
      ) : null}
      {isRetired ? null : (
        <Button type="submit" variant="contained" disabled={save.isBusy} sx={{ mt: 8, minHeight: 44 }}>
          {save.isBusy ? t('stock.saving') : t('stock.save')}
        </Button>
      )}
    </Box>
  );
}

function KioskSettings() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { deviceId = '' } = useParams();
  const kiosk = useQuery(kioskSetupQuery(deviceId));
  return (
    <ConsoleLoadState query={kiosk}>
      {(data) => (
        <>
          <Typography variant="p3" component="h2" sx={{ mb: 4 }}>
            {data.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, mb: 8 }}>
            <Link
              component={RouterLink}
              to={consolePaths.kiosk(data.deviceId)}
              sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              {t('console.kioskSetup.toDetail')}
            </Link>
            <Link
              component={RouterLink}
              to={consolePaths.audit(data.deviceId)}
              sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              {t('console.kioskSetup.toAudit')}
            </Link>
          </Box>
          <ConsoleSection id="kiosk-settings" title={t('console.kioskSetup.settingsHeading')}>
            <SettingsForm key={data.deviceId} kiosk={data} />
          </ConsoleSection>
          <ConsoleSection id="kiosk-access" title={t('console.kioskSetup.accessHeading')}>
            <KioskSecretsPanel kiosk={data} retiredOn={data.retiredAt && format.dateTime(data.retiredAt)} />
          </ConsoleSection>
        </>
      )}
    </ConsoleLoadState>
  );
}
