import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { endOperatorSession } from '../operator-session-store';
import { CONSOLE_QUERY_ROOT } from '../console-queries';

/** The server's refusal in words (its message and the field it names), or a plain failure. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? `${error.message} ${error.description}`.trim() : String(error);

/**
 * Runs one console action (create, save, retire, a passkey, a pairing code; an upload, a roll-out's
 * start or action): busy while it runs, what it answered, or why it was refused (kept for the page to
 * show, after `refusedKey`'s text). The console's data is fetched again after.
 */
export function useKioskAction<T>(
  run: () => Promise<T>,
  refusedKey: 'console.kioskSetup.refused' | 'releases.refused' = 'console.kioskSetup.refused',
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      setResult(await run());
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
      setFailure(`${t(refusedKey)} ${reasonOf(error)}`);
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, result, failure, start: () => void start(), clear: () => setResult(null) };
}
