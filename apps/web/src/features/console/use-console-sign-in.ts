import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, HttpReplyError } from '../../shared/api/api-error';
import { signInOperator } from './console-api';
import { signInOperatorWithCode } from '../../shared/api/two-factor-api';
import { safeReturnPath } from '../../shared/lib/route-rules';
import { useCountdown } from '../../shared/lib/use-countdown';
import { ROUTES } from '../../shared/routes/paths';
import { RETURN_TO_PARAM } from './console-gate';
import { lastSessionEnd, startOperatorSession } from './operator-session-store';
import { useOperatorSession } from './use-operator-session';

/** The server's sign-in throttle when a 429 gives no Retry-After. */
const DEFAULT_WAIT_SECONDS = 300;

export type TSignInFailure =
  | { kind: 'invalid' }
  | { kind: 'throttled'; until: number }
  | { kind: 'other'; message: string; description: string };

const failureOf = (error: unknown): TSignInFailure => {
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

/** The operator sign-in's state: name, password, the check, why it failed, the wait, where it leads. */
export const useConsoleSignIn = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useOperatorSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  /** The second step: the password was right, the sign-in waits for an authenticator or recovery code. */
  const [isCodeStep, setIsCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [failure, setFailure] = useState<TSignInFailure | null>(null);
  const [ended] = useState(lastSessionEnd);
  const secondsLeft = useCountdown(failure?.kind === 'throttled' ? failure.until : null);
  const isThrottled = secondsLeft > 0;
  const returnTo = params.get(RETURN_TO_PARAM);
  // A one-time password (a new account, a reset): the account page first, to set one of their own.
  const destinationOf = (mustChangePassword = false) =>
    mustChangePassword ? ROUTES.consoleAccount : returnTo ? safeReturnPath(returnTo) : ROUTES.consoleFleet;
  const destination = destinationOf(session?.mustChangePassword);
  const enter = (signedIn: Parameters<typeof startOperatorSession>[0]) => {
    startOperatorSession(signedIn);
    void navigate(destinationOf(signedIn.operator.mustChangePassword), { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password || isChecking || isThrottled) return;
    setIsChecking(true);
    try {
      const answer = await signInOperator(name.trim(), password);
      setFailure(null);
      if ('codeNeeded' in answer) {
        setIsCodeStep(true);
        return;
      }
      enter(answer);
    } catch (error) {
      setFailure(failureOf(error));
      setPassword('');
    } finally {
      setIsChecking(false);
    }
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || isChecking || isThrottled) return;
    setIsChecking(true);
    try {
      enter(await signInOperatorWithCode(code.trim()));
    } catch (error) {
      setFailure(failureOf(error));
      setCode('');
    } finally {
      setIsChecking(false);
    }
  };

  /** Back to name and password (a code step lasts five minutes). */
  const startAgain = () => {
    setIsCodeStep(false);
    setCode('');
    setPassword('');
    setFailure(null);
  };

  return {
    isSignedIn: Boolean(session) && !isChecking,
    destination,
    name,
    setName,
    password,
    setPassword,
    isChecking,
    failure,
    ended,
    secondsLeft,
    isThrottled,
    onSubmit,
    isCodeStep,
    code,
    setCode,
    onSubmitCode,
    startAgain,
  };
};
