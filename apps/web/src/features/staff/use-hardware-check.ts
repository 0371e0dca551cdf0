import { useState } from 'react';
import type { TLanguageCode } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { checkSlot, clearOneSlotFault } from './stock-api';

export type THardwareCheckMessage = { severity: 'success' | 'warning' | 'error' | 'info'; text: string };

/** What the dispenser's sensor answered, in plain words. */
const OUTCOME_KEYS = {
  dropped: 'hardwareCheck.outcome.dropped',
  jammed: 'hardwareCheck.outcome.jammed',
  empty: 'hardwareCheck.outcome.empty',
  fault: 'hardwareCheck.outcome.fault',
  unknown: 'hardwareCheck.outcome.unknown',
} as const;

/**
 * The hardware check's two actions on one slot, one at a time (one motor): give one unit from it and say
 * what the sensor answered, or put it back in service. `onChanged` reloads the stock after either.
 */
export function useHardwareCheck(
  session: { deviceId: string; passkey: string; locale: TLanguageCode },
  onChanged: () => Promise<unknown>,
) {
  const { deviceId, passkey, locale } = session;
  const { t } = useTranslation();
  const [busySlot, setBusySlot] = useState<string | null>(null);
  const [message, setMessage] = useState<THardwareCheckMessage | null>(null);
  const run = async (slotId: string, action: () => Promise<THardwareCheckMessage>, failed: string) => {
    setBusySlot(slotId);
    setMessage({ severity: 'info', text: t('hardwareCheck.running', { slot: slotId }) });
    try {
      setMessage(await action());
      await onChanged();
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ severity: 'error', text: `${failed} ${text}`.trim() });
    } finally {
      setBusySlot(null);
    }
  };
  const check = (slotId: string) =>
    run(
      slotId,
      async () => {
        const result = await checkSlot(deviceId, slotId, locale, passkey);
        return {
          severity: result.outcome === 'dropped' ? 'success' : 'warning',
          text: t(OUTCOME_KEYS[result.outcome], { slot: slotId, units: result.slot.count }),
        };
      },
      t('hardwareCheck.failed'),
    );
  const putBack = (slotId: string) =>
    run(
      slotId,
      async () => {
        await clearOneSlotFault(deviceId, slotId, passkey);
        return { severity: 'success', text: t('slots.backInService', { slot: slotId }) };
      },
      t('slots.notSaved'),
    );
  return { busySlot, message, check, putBack };
}
