import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkStaffSession } from './stock-api';
import { ROUTES } from '../../shared/routes/paths';
import { safeReturnPath } from '../../shared/lib/route-rules';
import { useDeviceId } from '../../shared/lib/use-device-id';
import { PasskeyField } from './passkey-field';
import { passkeyFailureOf, type TPasskeyFailure } from './staff-errors';
import { RETURN_TO_PARAM } from './staff-gate';
import { startStaffSession } from '../../shared/staff-session/staff-session-store';
import { ThrottleNotice } from './throttle-notice';
import { useCountdown } from '../../shared/lib/use-countdown';

/** `/stock-management/auth`: the staff passkey; 'Invalid credentials'; a visible wait when throttled. */
export function StaffSignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const deviceId = useDeviceId();
  const [passkey, setPasskey] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [failure, setFailure] = useState<TPasskeyFailure | null>(null);
  const waitUntil = failure?.kind === 'throttled' ? failure.until : null;
  const secondsLeft = useCountdown(waitUntil);
  const isThrottled = secondsLeft > 0;

  if (!deviceId) return <Alert severity="warning">{t('staff.noDevice')}</Alert>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passkey || isChecking || isThrottled) return;
    setIsChecking(true);
    try {
      await checkStaffSession(deviceId, passkey);
      startStaffSession(deviceId, passkey);
      const returnTo = params.get(RETURN_TO_PARAM);
      void navigate(returnTo ? safeReturnPath(returnTo) : ROUTES.stockManagement, { replace: true });
    } catch (error) {
      setFailure(passkeyFailureOf(error));
      setPasskey('');
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480 }}
    >
      <Typography variant="p4">{t('staff.signIn.intro')}</Typography>
      <PasskeyField
        id="staff-passkey"
        value={passkey}
        onChange={setPasskey}
        isDisabled={isThrottled}
        autoFocus
        errorId={failure?.kind === 'invalid' ? 'staff-passkey-error' : null}
      />
      {failure?.kind === 'invalid' ? (
        <Alert id="staff-passkey-error" severity="error" role="alert">
          {t('staff.signIn.invalid')}
        </Alert>
      ) : null}
      {isThrottled ? <ThrottleNotice secondsLeft={secondsLeft} /> : null}
      {failure?.kind === 'other' ? (
        <Alert severity="error" role="alert">
          {t('staff.signIn.failed')} {failure.message} {failure.description}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={!passkey || isChecking || isThrottled}>
        {isChecking ? t('staff.signIn.checking') : t('staff.signIn.submit')}
      </Button>
    </Box>
  );
}
