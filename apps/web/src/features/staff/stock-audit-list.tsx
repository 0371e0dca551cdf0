import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TStockAuditEntry, TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../shared/lib/money';
import { stockRowLabel } from './stock-labels';

const REASON_KEYS = {
  'staff count': 'stock.audit.reasonCount',
  'slot count': 'stock.audit.reasonSlotCount',
  'slot fault cleared': 'stock.audit.reasonFaultCleared',
  'holds released': 'stock.audit.reasonHoldsReleased',
} as const;

const isKnownReason = (reason: string): reason is keyof typeof REASON_KEYS => reason in REASON_KEYS;

type Props = {
  entries: TStockAuditEntry[];
  items: TStockItem[];
  productTitles: Map<string, string>;
  locale: string;
  captionId: string;
  limit?: number;
};

/** The latest stock changes: when, what, before → after, why and by whom. */
export function StockAuditList({ entries, items, productTitles, locale, captionId, limit = 10 }: Props) {
  const { t } = useTranslation();
  if (!entries.length) return <Typography variant="p4">{t('stock.audit.empty')}</Typography>;
  const bySku = new Map(items.map((item) => [item.skuId, item]));
  const time = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('stock.audit.when')}</TableCell>
            <TableCell scope="col">{t('stock.product')}</TableCell>
            <TableCell scope="col">{t('stock.audit.change')}</TableCell>
            <TableCell scope="col">{t('stock.audit.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.slice(0, limit).map((entry, index) => {
            const item = bySku.get(entry.skuId);
            return (
              <TableRow key={`${entry.createdAt}-${entry.skuId}-${index}`} data-sku={entry.skuId}>
                <TableCell>{time.format(new Date(entry.createdAt))}</TableCell>
                <TableCell component="th" scope="row">
                  {item ? stockRowLabel(item, productTitles) : entry.skuId}
                </TableCell>
                <TableCell>{t('stock.change', { before: entry.before, after: entry.after })}</TableCell>
                <TableCell>
                  {isKnownReason(entry.reason) ? t(REASON_KEYS[entry.reason]) : entry.reason}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
