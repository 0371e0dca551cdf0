import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';
import { moved, removed, type TAssortmentSku, type TAssortmentValues } from './assortment-values';

type TRowsProps = {
  values: TAssortmentValues;
  onChange: (values: TAssortmentValues) => void;
  isReadOnly: boolean;
  /** The refusal's text for the price at `index`, when it names one. */
  priceError: (index: number) => string | undefined;
};

/** A catalogue sku in words: its product and its own name. */
export const skuName = (sku: TAssortmentSku) => `${sku.productTitle} — ${sku.skuTitle}`;

const ICON_SX = { minWidth: 44, minHeight: 44 } as const;

/**
 * After a move, the focus stays on the button pressed in its new place; at an end (where that button is
 * off) it goes to the other direction's.
 */
function useFocusAfterMove() {
  const [target, setTarget] = useState<{ skuId: string; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!target) return;
    const find = (step: number) =>
      document.getElementById(`move-${step < 0 ? 'up' : 'down'}-${target.skuId}`) as HTMLButtonElement | null;
    const button = find(target.step);
    (button && !button.disabled ? button : find(-target.step))?.focus();
  }, [target]);
  return setTarget;
}

const ROW_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  alignItems: 'center',
  py: 4,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

type TRowProps = TRowsProps & { index: number; onMove: (index: number, step: -1 | 1) => void };

/** Move up, move down and remove, each named with the sku (the arrows alone say nothing to a reader). */
function RowButtons({ values, onChange, index, onMove }: TRowProps) {
  const { t } = useTranslation();
  const row = values.offered[index]!;
  const name = skuName(row);
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Button
        id={`move-up-${row.skuId}`}
        variant="outlined"
        aria-label={t('catalog.assortment.up', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
        sx={ICON_SX}
      >
        <ArrowUpwardIcon aria-hidden="true" />
      </Button>
      <Button
        id={`move-down-${row.skuId}`}
        variant="outlined"
        aria-label={t('catalog.assortment.down', { name })}
        disabled={index === values.offered.length - 1}
        onClick={() => onMove(index, 1)}
        sx={ICON_SX}
      >
        <ArrowDownwardIcon aria-hidden="true" />
      </Button>
      <Button variant="text" onClick={() => onChange(removed(values, row.skuId))} sx={{ minHeight: 44 }}>
        {t('catalog.assortment.remove', { name })}
      </Button>
    </Box>
  );
}

/** One offered sku: its place and name, prices and stock, the kiosk's price field and its buttons. */
function OfferedRow(props: TRowProps) {
  const { t, i18n } = useTranslation();
  const { values, onChange, isReadOnly, priceError, index } = props;
  const row = values.offered[index]!;
  const name = skuName(row);
  const money = (minor: number | null) =>
    minor === null
      ? t('catalog.noPrice')
      : formatMoney(minor, values.currency, i18n.resolvedLanguage ?? 'en');
  return (
    <Box component="li" data-sku={row.skuId} sx={ROW_SX}>
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="p4" sx={{ fontWeight: 600 }}>
          {t('catalog.assortment.position', { n: index + 1, name })}
        </Typography>
        <Typography variant="p6" sx={{ color: 'text.secondary' }}>
          {t('catalog.assortment.catalogPrice', { price: money(row.catalogPrice) })} ·{' '}
          {t('catalog.assortment.onHand', { units: row.onHand })}
        </Typography>
      </Box>
      <TextField
        id={`kiosk-price-${row.skuId}`}
        label={t('catalog.assortment.kioskPrice', { currency: values.currency, name })}
        value={row.kioskPrice}
        disabled={isReadOnly}
        error={Boolean(priceError(index))}
        helperText={priceError(index) ?? t('catalog.assortment.kioskPriceHint')}
        onChange={(event) =>
          onChange({
            ...values,
            offered: values.offered.map((entry) =>
              entry.skuId === row.skuId ? { ...entry, kioskPrice: event.target.value } : entry,
            ),
          })
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 280 }}
      />
      {isReadOnly ? null : <RowButtons {...props} />}
    </Box>
  );
}

/** The offered skus in order: name, price, stock, the kiosk's price, and move up/down and remove. */
export function OfferedRows(props: TRowsProps) {
  const { t } = useTranslation();
  const { values, onChange } = props;
  const focusAfterMove = useFocusAfterMove();
  if (values.offered.length === 0)
    return <Typography variant="p5">{t('catalog.assortment.none')}</Typography>;
  const onMove = (index: number, step: -1 | 1) => {
    onChange(moved(values, index, step));
    focusAfterMove({ skuId: values.offered[index]!.skuId, step });
  };
  return (
    <Box component="ol" aria-labelledby="offered-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {values.offered.map((row, index) => (
        <OfferedRow key={row.skuId} {...props} index={index} onMove={onMove} />
      ))}
    </Box>
  );
}
