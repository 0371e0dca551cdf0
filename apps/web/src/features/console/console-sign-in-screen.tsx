import './console-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsoleSignInCodeStep } from './console-sign-in-code-step';
import { ConsoleSignInFailure } from './console-sign-in-failure';
import { useConsoleSignIn } from './use-console-sign-in';

/**
 * `/operator/sign-in`: an operator account's name and password (not a kiosk's staff passkey). The server
 * answers with the session in an HttpOnly cookie no page script sees (operator-session-store); an operator
 * with a second factor gives a code next (console-sign-in-code-step).
 */
export function ConsoleSignInScreen() {
  const { t } = useTranslation();
  const signIn = useConsoleSignIn();
  const { name, password, isChecking, isThrottled, failure } = signIn;

  if (signIn.isSignedIn) return <Navigate to={signIn.destination} replace />;
  if (signIn.isCodeStep) return <ConsoleSignInCodeStep signIn={signIn} />;

  const isInvalid = failure?.kind === 'invalid';
  const describedBy = isInvalid ? { 'aria-describedby': 'operator-sign-in-error' } : {};
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void signIn.onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480 }}
    >
      {signIn.ended === 'expired' || signIn.ended === 'idle' ? (
        <Alert severity="info" role="status">
          {t('console.signIn.ended')}
        </Alert>
      ) : null}
      <Typography variant="p4">{t('console.signIn.intro')}</Typography>
      <TextField
        id="operator-name"
        label={t('console.signIn.name')}
        value={name}
        onChange={(event) => signIn.setName(event.target.value)}
        required
        autoFocus
        autoComplete="username"
        disabled={isThrottled}
        error={isInvalid}
        slotProps={{
          htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 64, ...describedBy },
        }}
        fullWidth
      />
      <TextField
        id="operator-password"
        label={t('console.signIn.password')}
        type="password"
        value={password}
        onChange={(event) => signIn.setPassword(event.target.value)}
        required
        autoComplete="current-password"
        disabled={isThrottled}
        error={isInvalid}
        slotProps={{ htmlInput: { maxLength: 256, ...describedBy } }}
        fullWidth
      />
      <ConsoleSignInFailure failure={failure} secondsLeft={signIn.secondsLeft} />
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
