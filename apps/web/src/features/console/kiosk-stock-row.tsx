import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TKioskStock } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../shared/console-ui/cell-note';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { StockSparkline } from './stock-sparkline';
import { THRESHOLD_SOURCE_KEYS } from './threshold-dialog';
import { ThresholdChangeButton } from './threshold-editor';

type TKioskStockRowProps = {
  item: TKioskStock;
  format: TConsoleFormat;
  /** Opens the threshold dialog of this sku. */
  onEdit: (item: TKioskStock) => void;
};

/** One sku of a kiosk: title (low, faulted), slot, on hand (held), threshold and its source, days left, sparkline. */
export function KioskStockRow({ item, format, onEdit }: TKioskStockRowProps) {
  const { t } = useTranslation();
  return (
    <TableRow data-sku={item.skuId}>
      <TableCell component="th" scope="row">
        {item.title}
        {item.isLowStock ? <CellNote tone="warning">{t('console.fleet.lowStock')}</CellNote> : null}
        {item.isSlotFaulted ? <CellNote tone="error">{t('stock.faulted')}</CellNote> : null}
      </TableCell>
      <TableCell>{item.slot ?? t('stock.noSlot')}</TableCell>
      <TableCell align="right">
        {t('console.kiosk.onHandHeld', {
          onHand: format.integer(item.onHand),
          held: format.integer(item.held),
        })}
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2 }}>
          <span>
            {item.lowStockThresholdSource === 'none' ? null : format.integer(item.lowStockThreshold)}
            <CellNote tone="secondary" data-threshold-source={item.lowStockThresholdSource}>
              {t(THRESHOLD_SOURCE_KEYS[item.lowStockThresholdSource])}
            </CellNote>
          </span>
          <ThresholdChangeButton
            label={t('console.threshold.changeFor', { product: item.title })}
            onClick={() => onEdit(item)}
          />
        </Box>
      </TableCell>
      <TableCell align="right">
        {item.daysLeft === null ? t('console.fleet.noEstimate') : format.decimal(item.daysLeft)}
      </TableCell>
      <TableCell>
        <StockSparkline days={item.days} format={format} />
      </TableCell>
    </TableRow>
  );
}
