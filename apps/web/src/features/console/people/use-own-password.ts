import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { changeOwnPassword } from '../../../shared/api/operators-api';
import { endOperatorSession, ownPasswordSet } from '../operator-session-store';
import { refusedField } from './people-refusal';

/** The server's least length of an operator password (and its most). */
export const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

/** Which field a refusal belongs to, and its words. */
export type TPasswordProblem = { field: 'currentPassword' | 'newPassword' | 'repeat' | null; text: string };

const problemOfReply = (t: TFunction, error: unknown): TPasswordProblem => {
  if (error instanceof ApiError && error.status === 429)
    return { field: 'currentPassword', text: t('people.account.throttled') };
  const field = refusedField(error);
  if (field === 'currentPassword') return { field, text: t('people.account.wrongCurrent') };
  const reason = error instanceof ApiError ? `${error.message} ${error.description}`.trim() : String(error);
  return { field: field === 'newPassword' ? field : null, text: `${t('people.refused')} ${reason}` };
};

/** What the page checks before it asks: the server's own rules, in the operator's words. */
const problemOfInput = (t: TFunction, current: string, next: string, repeat: string) => {
  if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX)
    return { field: 'newPassword' as const, text: t('people.account.tooShort') };
  if (next === current) return { field: 'newPassword' as const, text: t('people.account.same') };
  if (next !== repeat) return { field: 'repeat' as const, text: t('people.account.mismatch') };
  return null;
};

/** The own-password form's state: the three fields, the check, why it was refused, whether it is done. */
export function useOwnPassword() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TPasswordProblem | null>(null);
  const [isDone, setIsDone] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setIsDone(false);
    const found = problemOfInput(t, current, next, repeat);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await changeOwnPassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setIsDone(true);
      ownPasswordSet();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
      setProblem(problemOfReply(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { current, setCurrent, next, setNext, repeat, setRepeat, busy, problem, isDone, onSubmit };
}

export type TOwnPasswordForm = ReturnType<typeof useOwnPassword>;
