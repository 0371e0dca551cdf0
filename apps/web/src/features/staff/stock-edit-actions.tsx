import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TStockMode } from './use-stock-management';

type TStockEditActionsProps = {
  mode: TStockMode;
  hasChanges: boolean;
  hasInvalid: boolean;
  onModeChange: (mode: TStockMode) => void;
  onCancelEdit: () => void;
  onOpenPasskey: () => void;
};

/** The buttons under the stock table: review or cancel while editing, save or go back while reviewing. */
export function StockEditActions({
  mode,
  hasChanges,
  hasInvalid,
  onModeChange,
  onCancelEdit,
  onOpenPasskey,
}: TStockEditActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {mode === 'edit' ? (
        <Box sx={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!hasChanges || hasInvalid}
            onClick={() => onModeChange('review')}
          >
            {t('stock.review')}
          </Button>
          <Button variant="outlined" onClick={onCancelEdit}>
            {t('stock.cancel')}
          </Button>
        </Box>
      ) : null}
      {mode === 'review' ? (
        <Box sx={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={!hasChanges} onClick={onOpenPasskey}>
            {t('stock.saveChanges')}
          </Button>
          <Button variant="outlined" onClick={() => onModeChange('edit')}>
            {t('stock.backToEdit')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
