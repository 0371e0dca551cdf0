import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TKioskStock, TThresholdSource } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/components/modal';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { MAX_THRESHOLD_UNITS, type TThresholdItem } from './threshold-values';
import { useThresholdForm } from './use-threshold-form';

export const THRESHOLD_SOURCE_KEYS = {
  kiosk: 'console.threshold.source.kiosk',
  fleet: 'console.threshold.source.fleet',
  default: 'console.threshold.source.default',
  none: 'console.threshold.source.none',
} as const satisfies Record<TThresholdSource, string>;

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

export type { TThresholdItem } from './threshold-values';

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

/** "Use the default": removes the threshold the dialog changes, so the one above it applies again. */
function UseDefaultAction({ isBusy, hint, onReset }: { isBusy: boolean; hint: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Button variant="outlined" disabled={isBusy} onClick={onReset} sx={{ minHeight: 44 }}>
        {t('console.threshold.useDefault')}
      </Button>
      <Typography variant="p5" sx={{ mt: 2, color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Box>
  );
}

function ThresholdForm({
  deviceId,
  item,
  format,
  onClose,
  onSaved,
}: Omit<Props, 'item'> & { item: TThresholdItem }) {
  const { t } = useTranslation();
  const form = useThresholdForm({ deviceId, item, format, onSaved });
  const { keys, isBusy, problem, product } = form;
  // What "Use the default" removes: this kiosk's own threshold, or the one set for every kiosk.
  const ownSource = deviceId === null ? 'fleet' : 'kiosk';
  const thresholdText = useThresholdText(format);

  return (
    <Modal
      isOpen
      name="console-threshold"
      title={t('console.threshold.title', { product })}
      onClose={onClose}
      cancelLabel={t('stock.cancel')}
      onCancel={onClose}
      confirmLabel={isBusy ? t('stock.saving') : t('stock.save')}
      onConfirm={() => form.onSubmit()}
      isConfirmDisabled={isBusy}
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 8, pt: 4 }}
      >
        <Typography variant="p4">{t(keys.explain)}</Typography>
        <Typography variant="p4" sx={{ fontWeight: 600 }}>
          {t('console.threshold.inEffect', { threshold: thresholdText(item) })}
        </Typography>
        <TextField
          id="console-threshold-units"
          inputRef={form.field}
          type="number"
          label={t('console.threshold.units')}
          value={form.text}
          autoFocus
          disabled={isBusy}
          onChange={(event) => form.onTextChange(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? t('console.threshold.hint', { max: format.integer(MAX_THRESHOLD_UNITS) })}
          slotProps={{
            htmlInput: { min: 0, max: MAX_THRESHOLD_UNITS, step: 1, inputMode: 'numeric' },
            formHelperText: problem ? { role: 'alert' } : {},
          }}
          sx={{ maxWidth: 320 }}
        />
        {form.failure ? (
          <Alert severity="error" role="alert">
            {form.failure}
          </Alert>
        ) : null}
        {item.lowStockThresholdSource === ownSource ? (
          <UseDefaultAction
            isBusy={isBusy}
            hint={t(keys.useDefaultHint)}
            onReset={() => void form.save(null)}
          />
        ) : null}
      </Box>
    </Modal>
  );
}
