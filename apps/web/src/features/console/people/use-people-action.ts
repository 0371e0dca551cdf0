import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { CONSOLE_QUERY_ROOT } from '../console-queries';
import { endOperatorSession } from '../operator-session-store';
import { peopleRefusal } from './people-refusal';

/** What the people page says after an action: done (a status) or refused (an alert). */
export type TPeopleNotice = { tone: 'done' | 'refused'; text: string };

/** A one-time password the server answered with: shown this once. */
export type TShownPassword = { title: string; name: string; password: string };

/**
 * Runs the people page's actions one at a time: busy while one runs, its outcome in words, the list
 * fetched again after. A 401 ends the console session (the account was disabled or removed meanwhile).
 */
export function usePeopleAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TPeopleNotice | null>(null);
  const [shown, setShown] = useState<TShownPassword | null>(null);
  const run = async <T>(
    kind: 'add' | 'change',
    call: () => Promise<T>,
    after: (result: T) => string | TShownPassword,
  ): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setNotice(null);
    setShown(null);
    try {
      const outcome = after(await call());
      if (typeof outcome === 'string') setNotice({ tone: 'done', text: outcome });
      else setShown(outcome);
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'operators'] });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
      setNotice({ tone: 'refused', text: peopleRefusal(t, error, kind) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, notice, shown, run };
}

export type TPeopleAction = ReturnType<typeof usePeopleAction>;
