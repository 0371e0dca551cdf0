import './two-factor/two-factor-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConsoleSignInFailure } from './console-sign-in-failure';
import type { useConsoleSignIn } from './use-console-sign-in';

/**
 * The sign-in's second step, for an operator with a second factor: the six-digit code of their
 * authenticator app, or one of their recovery codes. The session starts only after it.
 */
export function ConsoleSignInCodeStep({ signIn }: { signIn: ReturnType<typeof useConsoleSignIn> }) {
  const { t } = useTranslation();
  const { code, isChecking, isThrottled, failure } = signIn;
  const isInvalid = failure?.kind === 'invalid';
  const describedBy = isInvalid
    ? { 'aria-describedby': 'operator-code-hint operator-sign-in-error' }
    : { 'aria-describedby': 'operator-code-hint' };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void signIn.onSubmitCode(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 480 }}
    >
      <Typography variant="p4" id="operator-code-hint">
        {t('twoFactor.signIn.codeIntro')}
      </Typography>
      <TextField
        id="operator-code"
        label={t('twoFactor.signIn.code')}
        value={code}
        onChange={(event) => signIn.setCode(event.target.value)}
        required
        autoFocus
        autoComplete="one-time-code"
        disabled={isThrottled}
        error={isInvalid}
        slotProps={{
          htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 24, ...describedBy },
        }}
        fullWidth
      />
      <ConsoleSignInFailure
        failure={failure}
        secondsLeft={signIn.secondsLeft}
        invalidText="twoFactor.signIn.codeInvalid"
      />
      <Button type="submit" variant="contained" disabled={!code.trim() || isChecking || isThrottled}>
        {isChecking ? t('console.signIn.checking') : t('twoFactor.signIn.codeSubmit')}
      </Button>
      <Button variant="text" onClick={signIn.startAgain} sx={{ minHeight: 44 }}>
        {t('twoFactor.signIn.startAgain')}
      </Button>
    </Box>
  );
}
