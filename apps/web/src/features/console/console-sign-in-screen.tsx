import './console-texts';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, HttpReplyError } from '../../shared/api/api-error';
import { signInOperator } from '../../shared/api/console-api';
import { safeReturnPath } from '../../shared/lib/route-rules';
import { useCountdown } from '../../shared/lib/use-countdown';
import { ROUTES } from '../../shared/routes/paths';
import { RETURN_TO_PARAM } from './console-gate';
import { lastSessionEnd, startOperatorSession } from './operator-session-store';
import { useOperatorSession } from './use-operator-session';

/** The server's sign-in throttle when a 429 gives no Retry-After. */
const DEFAULT_WAIT_SECONDS = 300;

type TFailure =
  | { kind: 'invalid' }
  | { kind: 'throttled'; until: number }
  | { kind: 'other'; message: string; description: string };

const failureOf = (error: unknown): TFailure => {
  if (error instanceof ApiError && error.status === 401) return { kind: 'invalid' };
  if (error instanceof ApiError && error.status === 429) {
    const reply = error.originalError instanceof HttpReplyError ? error.originalError : null;
    return {
      kind: 'throttled',
      until: Date.now() + (reply?.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000,
    };
  }
  if (error instanceof ApiError)
    return { kind: 'other', message: error.message, description: error.description };
  return { kind: 'other', message: String(error), description: '' };
};

/** 300 → "5:00". */
const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * `/operator/sign-in`: an operator account's name and password (not a kiosk's staff passkey). The server
 * answers with the session in an HttpOnly cookie no page script sees (operator-session-store).
 */
export function ConsoleSignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useOperatorSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [ended] = useState(lastSessionEnd);
  const secondsLeft = useCountdown(failure?.kind === 'throttled' ? failure.until : null);
  const isThrottled = secondsLeft > 0;
  const returnTo = params.get(RETURN_TO_PARAM);
  const destination = returnTo ? safeReturnPath(returnTo) : ROUTES.consoleFleet;

  if (session && !isChecking) return <Navigate to={destination} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password || isChecking || isThrottled) return;
    setIsChecking(true);
    try {
      const signedIn = await signInOperator(name.trim(), password);
      startOperatorSession({ name: signedIn.operator.name, expiresAt: signedIn.expiresAt });
      void navigate(destination, { replace: true });
    } catch (error) {
      setFailure(failureOf(error));
      setPassword('');
    } finally {
      setIsChecking(false);
    }
  };

  const isInvalid = failure?.kind === 'invalid';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480 }}
    >
      {ended === 'expired' || ended === 'idle' ? (
        <Alert severity="info" role="status">
          {t('console.signIn.ended')}
        </Alert>
      ) : null}
      <Typography variant="p4">{t('console.signIn.intro')}</Typography>
      <TextField
        id="operator-name"
        label={t('console.signIn.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        autoComplete="username"
        disabled={isThrottled}
        error={isInvalid}
        slotProps={{
          htmlInput: {
            autoCapitalize: 'none',
            spellCheck: false,
            maxLength: 64,
            ...(isInvalid ? { 'aria-describedby': 'operator-sign-in-error' } : {}),
          },
        }}
        fullWidth
      />
      <TextField
        id="operator-password"
        label={t('console.signIn.password')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoComplete="current-password"
        disabled={isThrottled}
        error={isInvalid}
        slotProps={{
          htmlInput: {
            maxLength: 256,
            ...(isInvalid ? { 'aria-describedby': 'operator-sign-in-error' } : {}),
          },
        }}
        fullWidth
      />
      {isInvalid ? (
        <Alert id="operator-sign-in-error" severity="error" role="alert">
          {t('console.signIn.invalid')}
        </Alert>
      ) : null}
      {isThrottled ? (
        <Alert severity="warning" role="alert">
          {t('console.signIn.throttled')}{' '}
          <Box component="span" role="timer" aria-atomic="true" sx={{ fontWeight: 700 }}>
            {t('console.signIn.wait', { time: formatWait(secondsLeft) })}
          </Box>
        </Alert>
      ) : null}
      {failure?.kind === 'other' ? (
        <Alert severity="error" role="alert">
          {t('console.signIn.failed')} {failure.message} {failure.description}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={!name.trim() || !password || isChecking || isThrottled}
      >
        {isChecking ? t('console.signIn.checking') : t('console.signIn.submit')}
      </Button>
    </Box>
  );
}
