import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stockRowLabel, type TStockChange } from './stock-labels';

/** Review the changes: each changed row as before → after. */
export function StockReview({
  changes,
  productTitles,
}: {
  changes: TStockChange[];
  productTitles: Map<string, string>;
}) {
  const { t } = useTranslation();
  if (!changes.length) return <Typography variant="p4">{t('stock.noChanges')}</Typography>;
  return (
    <List
      aria-label={t('stock.reviewTitle')}
      sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      {changes.map(({ item, after }) => (
        <ListItem
          key={item.skuId}
          data-sku={item.skuId}
          divider
          sx={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}
        >
          <Typography variant="p4">{stockRowLabel(item, productTitles)}</Typography>
          <Typography variant="p4" sx={{ fontWeight: 700 }}>
            {t('stock.change', { before: item.onHand, after })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
