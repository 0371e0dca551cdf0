import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TKioskStock, TThresholdSource } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { Modal } from '../../shared/components/modal';
import type { TConsoleFormat } from './console-format';
import { changeThreshold } from './console-queries';

/** The contract's limit of a low-stock threshold (ZLowStockThresholdUpdate). */
export const MAX_THRESHOLD_UNITS = 100_000;

export const THRESHOLD_SOURCE_KEYS = {
  kiosk: 'console.threshold.source.kiosk',
  fleet: 'console.threshold.source.fleet',
  default: 'console.threshold.source.default',
  none: 'console.threshold.source.none',
} as const satisfies Record<TThresholdSource, string>;

/** "12" → 12; anything but a whole number from 0 to the limit → null. */
export const parseThreshold = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_THRESHOLD_UNITS ? value : null;
};

/** The threshold in effect, in words: "5 (Default)", or "None: never low". */
export const useThresholdText = (format: TConsoleFormat) => {
  const { t } = useTranslation();
  return (item: Pick<TKioskStock, 'lowStockThreshold' | 'lowStockThresholdSource'>) =>
    item.lowStockThresholdSource === 'none'
      ? t(THRESHOLD_SOURCE_KEYS.none)
      : t('console.threshold.valueAndSource', {
          units: format.integer(item.lowStockThreshold),
          source: t(THRESHOLD_SOURCE_KEYS[item.lowStockThresholdSource]),
        });
};

/** A sku with the threshold in effect where the dialog changes it (one kiosk, or every kiosk). */
export type TThresholdItem = Pick<
  TKioskStock,
  'skuId' | 'title' | 'lowStockThreshold' | 'lowStockThresholdSource'
>;

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

type Props = {
  /** The kiosk whose own threshold changes; null: the one of every kiosk (a kiosk's own one still wins). */
  deviceId: string | null;
  /** The sku whose threshold is changed; null when the dialog is closed. */
  item: TThresholdItem | null;
  format: TConsoleFormat;
  onClose: () => void;
  /** After a save: what to announce. */
  onSaved: (message: string) => void;
};

/**
 * A kiosk's own low-stock threshold of one sku, or (deviceId null) the one of every kiosk: set it, or remove
 * it so the every-kiosk one or the default applies again. A refused save keeps the dialog open with the
 * server's message.
 */
export function ThresholdDialog({ item, ...rest }: Props) {
  // A fresh form for each sku opened (its field starts at the threshold in effect).
  return item ? <ThresholdForm key={item.skuId} item={item} {...rest} /> : null;
}

function ThresholdForm({
  deviceId,
  item,
  format,
  onClose,
  onSaved,
}: Omit<Props, 'item'> & { item: TThresholdItem }) {
  const { t } = useTranslation();
  const keys = SCOPE_KEYS[deviceId === null ? 'fleet' : 'kiosk'];
  // What "Use the default" removes: this kiosk's own threshold, or the one set for every kiosk.
  const ownSource = deviceId === null ? 'fleet' : 'kiosk';
  const queryClient = useQueryClient();
  const thresholdText = useThresholdText(format);
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

  return (
    <Modal
      isOpen
      name="console-threshold"
      title={t('console.threshold.title', { product })}
      onClose={onClose}
      cancelLabel={t('stock.cancel')}
      onCancel={onClose}
      confirmLabel={isBusy ? t('stock.saving') : t('stock.save')}
      onConfirm={() => onSubmit()}
      isConfirmDisabled={isBusy}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 8, pt: 4 }}
      >
        <Typography variant="p4">{t(keys.explain)}</Typography>
        <Typography variant="p4" sx={{ fontWeight: 600 }}>
          {t('console.threshold.inEffect', { threshold: thresholdText(item) })}
        </Typography>
        <TextField
          id="console-threshold-units"
          inputRef={field}
          type="number"
          label={t('console.threshold.units')}
          value={text}
          autoFocus
          disabled={isBusy}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? t('console.threshold.hint', { max: format.integer(MAX_THRESHOLD_UNITS) })}
          slotProps={{
            htmlInput: { min: 0, max: MAX_THRESHOLD_UNITS, step: 1, inputMode: 'numeric' },
            formHelperText: problem ? { role: 'alert' } : {},
          }}
          sx={{ maxWidth: 320 }}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        {item.lowStockThresholdSource === ownSource ? (
          <Box>
            <Button
              variant="outlined"
              disabled={isBusy}
              onClick={() => void save(null)}
              sx={{ minHeight: 44 }}
            >
              {t('console.threshold.useDefault')}
            </Button>
            <Typography variant="p5" sx={{ mt: 2, color: 'text.secondary' }}>
              {t(keys.useDefaultHint)}
            </Typography>
          </Box>
        ) : null}
      </Box>
    </Modal>
  );
}
