import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TSignInFailure } from './use-console-sign-in';

/** 300 → "5:00". */
const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type TConsoleSignInFailureProps = {
  failure: TSignInFailure | null;
  secondsLeft: number;
  /** The text of a wrong answer: the password step's, or the code step's. */
  invalidText?: 'console.signIn.invalid' | 'twoFactor.signIn.codeInvalid';
};

/** Why the sign-in failed: wrong name or password, too many tries (with the wait left), or another error. */
export function ConsoleSignInFailure({
  failure,
  secondsLeft,
  invalidText = 'console.signIn.invalid',
}: TConsoleSignInFailureProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure?.kind === 'invalid' ? (
        <Alert id="operator-sign-in-error" severity="error" role="alert">
          {t(invalidText)}
        </Alert>
      ) : null}
      {secondsLeft > 0 ? (
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
    </>
  );
}
