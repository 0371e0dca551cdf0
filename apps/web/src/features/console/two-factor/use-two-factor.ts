import { useState, type FormEvent } from 'react';
import type { TTwoFactorEnrolment } from '@kiosk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactor,
  startTwoFactor,
} from '../../../shared/api/two-factor-api';
import { CONSOLE_QUERY_ROOT } from '../console-queries';

const TWO_FACTOR_KEY = [CONSOLE_QUERY_ROOT, 'two-factor'] as const;

/** Why a step failed: a wrong code or password (400), or anything else. */
export type TTwoFactorFailure = 'wrong' | 'other' | null;
const failureOf = (error: unknown): TTwoFactorFailure =>
  error instanceof ApiError && error.status === 400 ? 'wrong' : 'other';

/**
 * The own second factor's page: its state; enrolment (the new key, then a current code); the recovery
 * codes, held only until the operator says they saved them; turning it off with a code or the password.
 */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => fetchTwoFactor(signal),
    retry: false,
  });
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<TTwoFactorFailure>(null);

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setIsBusy(false);
      setCode('');
      setPassword('');
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  const start = () => run(async () => setEnrolment(await startTwoFactor()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || isBusy) return;
    return run(async () => {
      const enabled = await confirmTwoFactor(code.trim());
      setEnrolment(null);
      setRecoveryCodes(enabled.recoveryCodes);
      await refresh();
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    if ((!code.trim() && !password) || isBusy) return;
    return run(async () => {
      await disableTwoFactor(code.trim() ? { code: code.trim() } : { password });
      await refresh();
    });
  };
  const savedCodes = () => setRecoveryCodes(null);

  return {
    state,
    enrolment,
    recoveryCodes,
    code,
    setCode,
    password,
    setPassword,
    isBusy,
    failure,
    start,
    confirm,
    disable,
    savedCodes,
  };
}

export type TTwoFactorPage = ReturnType<typeof useTwoFactor>;
