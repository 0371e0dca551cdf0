import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { changeThreshold } from './console-queries';
import { MAX_THRESHOLD_UNITS, parseThreshold, type TThresholdItem } from './threshold-values';

/** The texts that differ between a kiosk's own threshold and the one of every kiosk. */
const SCOPE_KEYS = {
  kiosk: {
    explain: 'console.threshold.explain',
    saved: 'console.threshold.saved',
    reset: 'console.threshold.reset',
    useDefaultHint: 'console.threshold.useDefaultHint',
  },
  fleet: {
    explain: 'console.threshold.fleet.explain',
    saved: 'console.threshold.fleet.saved',
    reset: 'console.threshold.fleet.reset',
    useDefaultHint: 'console.threshold.fleet.useDefaultHint',
  },
} as const;

export type TThresholdFormOptions = {
  /** The kiosk whose own threshold changes; null: the one of every kiosk (a kiosk's own one still wins). */
  deviceId: string | null;
  item: TThresholdItem;
  format: TConsoleFormat;
  /** After a save: what to announce. */
  onSaved: (message: string) => void;
};

/** The threshold form's state: the typed units, what is wrong with them, the save and what it answered. */
export const useThresholdForm = ({ deviceId, item, format, onSaved }: TThresholdFormOptions) => {
  const { t } = useTranslation();
  const keys = SCOPE_KEYS[deviceId === null ? 'fleet' : 'kiosk'];
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(
    item.lowStockThresholdSource === 'none' ? '' : String(item.lowStockThreshold),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const product = item.title;

  const save = async (units: number | null) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await changeThreshold(queryClient, { deviceId, skuId: item.skuId, units });
      onSaved(
        units === null
          ? t(keys.reset, { product })
          : t(keys.saved, { product, units: format.integer(units) }),
      );
    } catch (error) {
      const reason =
        error instanceof ApiError ? `${error.message} ${error.description}`.trim() : String(error);
      setFailure(`${t('console.threshold.notSaved')} ${reason}`);
      setIsBusy(false);
    }
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isBusy) return;
    const units = parseThreshold(text);
    if (units === null) {
      setProblem(t('console.threshold.invalid', { max: format.integer(MAX_THRESHOLD_UNITS) }));
      field.current?.focus();
      return;
    }
    void save(units);
  };

  const onTextChange = (value: string) => {
    setText(value);
    setProblem(null);
  };

  return { keys, field, text, onTextChange, problem, failure, isBusy, product, save, onSubmit };
};
