import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';

type Props = { count: number; max: number; onChange: (count: number) => void };

/** How many single packages of a multi-pack, from 1 to its maximum, with 44 px buttons. */
export function SkuCount({ count, max, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('reserve.countLabel')}
      sx={{ display: 'flex', alignItems: 'center', gap: 8 }}
    >
      <Typography variant="p4" sx={{ flex: 1 }}>
        {t('reserve.countLabel')}
      </Typography>
      <IconButton
        aria-label={t('reserve.fewer')}
        onClick={() => onChange(count - 1)}
        disabled={count <= 1}
        sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon aria-hidden="true" />
      </IconButton>
      <Typography variant="p3" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center' }}>
        {count}
      </Typography>
      <IconButton
        aria-label={t('reserve.more')}
        onClick={() => onChange(count + 1)}
        disabled={count >= max}
        sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
      >
        <AddIcon aria-hidden="true" />
      </IconButton>
    </Box>
  );
}
