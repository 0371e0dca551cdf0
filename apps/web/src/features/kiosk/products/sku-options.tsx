import '../kiosk-texts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TSku } from '@kiosk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkuPriceText } from './use-sku-price-text';
import { skuAvailabilityOf } from './sku-choice';

type Props = { skus: TSku[]; selectedId: string; onSelect: (skuId: string) => void };

function SkuOptionLabel({ sku, index, total }: { sku: TSku; index: number; total: number }) {
  const { t } = useTranslation();
  const priceText = useSkuPriceText(sku, 1);
  const spokenPrice = useSkuPriceText(sku, 1, 'name');
  const availability = skuAvailabilityOf(sku);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', py: 4 }}>
      <Typography variant="p6" color="text.secondary">
        {t('productDetail.optionNofM', { n: index + 1, m: total })}
      </Typography>
      <Typography variant="p3">{sku.title}</Typography>
      <Typography variant="p5" data-speech={spokenPrice} sx={{ fontWeight: 600 }}>
        {priceText}
      </Typography>
      {availability === 'outOfStock' ? (
        <Typography variant="p5" sx={{ fontWeight: 700, color: 'error.main' }}>
          {t('productDetail.outOfStock')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The product's skus as large radio options: 'Option N of M', title, price, 'Out of stock'. */
export function SkuOptions({ skus, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography id={labelId} variant="p4" component="p" sx={{ fontWeight: 600 }}>
        {t('productDetail.chooseOption')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={selectedId}
        onChange={(event) => onSelect(event.target.value)}
        sx={{ gap: 4 }}
      >
        {skus.map((sku, index) => (
          <FormControlLabel
            key={sku.id}
            value={sku.id}
            control={<Radio />}
            label={<SkuOptionLabel sku={sku} index={index} total={skus.length} />}
            sx={{
              m: 0,
              px: 6,
              minHeight: 64,
              border: 2,
              borderRadius: 3,
              borderColor: sku.id === selectedId ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
