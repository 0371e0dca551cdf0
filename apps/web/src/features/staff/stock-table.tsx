import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import type { TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { parseCount, stockRowLabel } from './stock-labels';

type Props = {
  items: TStockItem[];
  productTitles: Map<string, string>;
  /** Shows the 'New stock count' column with an input per row. */
  isEditing: boolean;
  drafts: Record<string, string>;
  onDraftChange: (skuId: string, text: string) => void;
  captionId: string;
};

/** docs/product.md §2 product stock: title, slot, on hand, held, slot fault; in edit mode a new count per row. */
export function StockTable({ items, productTitles, isEditing, drafts, onDraftChange, captionId }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('stock.product')}</TableCell>
            <TableCell scope="col">{t('stock.slot')}</TableCell>
            <TableCell scope="col" align="right">
              {t('stock.onHand')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('stock.held')}
            </TableCell>
            <TableCell scope="col">{t('stock.fault')}</TableCell>
            {isEditing ? <TableCell scope="col">{t('stock.newStockCount')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const label = stockRowLabel(item, productTitles);
            const draft = drafts[item.skuId] ?? '';
            const isInvalid = draft.trim() !== '' && parseCount(draft) === null;
            return (
              <TableRow key={item.skuId} data-sku={item.skuId}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{item.slot ?? t('stock.noSlot')}</TableCell>
                <TableCell align="right" data-column="onHand">
                  {item.onHand}
                </TableCell>
                <TableCell align="right">{item.held}</TableCell>
                <TableCell>
                  {item.isSlotFaulted ? (
                    <Chip color="error" size="small" label={t('stock.faulted')} />
                  ) : (
                    t('stock.noFault')
                  )}
                </TableCell>
                {isEditing ? (
                  <TableCell sx={{ minWidth: 160 }}>
                    <TextField
                      value={draft}
                      onChange={(event) => onDraftChange(item.skuId, event.target.value)}
                      error={isInvalid}
                      helperText={isInvalid ? t('stock.invalidCount') : undefined}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          'aria-label': t('stock.newStockCountFor', { product: label }),
                          maxLength: 6,
                        },
                      }}
                    />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
