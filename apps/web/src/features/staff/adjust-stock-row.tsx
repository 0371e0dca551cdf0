import './staff-texts';
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_COUNT } from './stock-labels';

/** "+12", "12" or "-3" → the number; anything else → null. */
export const parseDelta = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value === 0 ? null : value;
};

type Props = {
  item: TStockItem;
  label: string;
  isBusy: boolean;
  /** Resolves true when saved (the field is then cleared). */
  onApply: (delta: number) => Promise<boolean>;
};

/** One product: what is on hand and held, and the units added (12) or removed (-3). */
export function AdjustStockRow({ item, label, isBusy, onApply }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const errorId = useId();
  const delta = parseDelta(text);
  const after = delta === null ? null : item.onHand + delta;
  const problem =
    text.trim() === ''
      ? null
      : delta === null
        ? t('adjust.invalid')
        : after! > MAX_STOCK_COUNT
          ? t('stock.invalidCount')
          : null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (delta === null || problem || isBusy) return;
    if (await onApply(delta)) setText('');
  };
  return (
    <Box
      component="li"
      data-sku={item.skuId}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 8 }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="p4" component="h3" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="p5" color="text.secondary">
            {t('adjust.counts', {
              slot: item.slot ?? t('stock.noSlot'),
              onHand: item.onHand,
              held: item.held,
            })}
          </Typography>
        </Box>
        <TextField
          label={t('adjust.units')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(problem)}
          helperText={
            problem ??
            (after !== null && after < item.held
              ? t('adjust.releasesHolds', { held: item.held })
              : after !== null
                ? t('stock.change', { before: item.onHand, after })
                : ' ')
          }
          disabled={isBusy}
          sx={{ width: 200 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 7,
              'aria-label': t('adjust.unitsFor', { product: label }),
              ...(problem ? { 'aria-describedby': errorId } : {}),
            },
            formHelperText: { id: errorId },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={delta === null || Boolean(problem) || isBusy}
          aria-label={t('adjust.applyTo', { product: label })}
        >
          {t('adjust.apply')}
        </Button>
      </Box>
    </Box>
  );
}
