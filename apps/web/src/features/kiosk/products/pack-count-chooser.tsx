import '../kiosk-texts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { count: number; max: number; onChange: (count: number) => void };

const stepSx = { width: 64, height: 64, border: 2, borderColor: 'primary.main' };

/** Multi-pack count chooser: how many single packages, 1 up to `max`. */
export function PackCountChooser({ count, max, onChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography id={labelId} variant="p4" component="p" sx={{ fontWeight: 600 }}>
        {t('productDetail.countLabel')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <IconButton
          size="large"
          color="primary"
          aria-label={t('productDetail.fewer')}
          disabled={count <= 1}
          onClick={() => onChange(count - 1)}
          sx={stepSx}
        >
          <RemoveIcon aria-hidden="true" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          data-testid="pack-count"
          variant="p2"
          sx={{ minWidth: 140, textAlign: 'center' }}
        >
          {t('productDetail.countValue', { count })}
        </Typography>
        <IconButton
          size="large"
          color="primary"
          aria-label={t('productDetail.more')}
          disabled={count >= max}
          onClick={() => onChange(count + 1)}
          sx={stepSx}
        >
          <AddIcon aria-hidden="true" />
        </IconButton>
      </Box>
    </Box>
  );
}
