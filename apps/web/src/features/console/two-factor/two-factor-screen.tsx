import './two-factor-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorEnrol } from './two-factor-enrol';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes';
import { useTwoFactor, type TTwoFactorPage } from './use-two-factor';

/** `/operator/two-factor`: the signed-in operator's own second factor (TOTP): turn it on or off. */
export function TwoFactorScreen() {
  return (
    <ConsoleGate>
      <TwoFactor />
    </ConsoleGate>
  );
}

function TwoFactor() {
  const { t } = useTranslation();
  const page = useTwoFactor();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 640 }}>
      <Typography variant="p4">{t('twoFactor.intro')}</Typography>
      <ConsoleLoadState query={page.state}>
        {(state) =>
          page.recoveryCodes ? (
            <TwoFactorRecoveryCodes codes={page.recoveryCodes} onDone={page.savedCodes} />
          ) : (
            <>
              <Alert severity={state.enabled ? 'success' : 'info'} role="status">
                {state.enabled ? t('twoFactor.on', { left: state.recoveryCodesLeft }) : t('twoFactor.off')}
              </Alert>
              {state.enabled ? <TwoFactorDisable page={page} /> : <Off page={page} />}
            </>
          )
        }
      </ConsoleLoadState>
    </Box>
  );
}

/** Off: the button that starts enrolment, then the new key and its first code. */
function Off({ page }: { page: TTwoFactorPage }) {
  const { t } = useTranslation();
  if (page.enrolment) return <TwoFactorEnrol page={page} enrolment={page.enrolment} />;
  return (
    <Box>
      <Button
        variant="contained"
        onClick={() => void page.start()}
        disabled={page.isBusy}
        sx={{ minHeight: 44 }}
      >
        {t('twoFactor.start')}
      </Button>
      {page.failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 4 }}>
          {t('twoFactor.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
