import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TAlertThresholds } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../shared/routes/paths';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { useThresholdText, type TThresholdItem } from './threshold-dialog';
import { ThresholdChangeButton } from './threshold-editor';

/** A sku's every-kiosk threshold in effect: the one set for all kiosks, or else its default, or none. */
const everyKioskOf = (
  thresholds: TAlertThresholds,
  sku: TAlertThresholds['skus'][number],
): TThresholdItem => {
  const set = thresholds.lowStock.find((row) => row.deviceId === null && row.skuId === sku.skuId);
  if (set) return { ...sku, lowStockThreshold: set.units, lowStockThresholdSource: 'fleet' };
  return sku.defaultUnits === null
    ? { ...sku, lowStockThreshold: 0, lowStockThresholdSource: 'none' }
    : { ...sku, lowStockThreshold: sku.defaultUnits, lowStockThresholdSource: 'default' };
};

type TSkuThresholdRowProps = {
  sku: TAlertThresholds['skus'][number];
  thresholds: TAlertThresholds;
  format: TConsoleFormat;
  /** Opens the threshold dialog of this sku, for every kiosk. */
  onEdit: (item: TThresholdItem) => void;
};

/** One sku: its every-kiosk threshold (and a button that changes it), and the kiosks with their own. */
export function SkuThresholdRow({ sku, thresholds, format, onEdit }: TSkuThresholdRowProps) {
  const { t } = useTranslation();
  const thresholdText = useThresholdText(format);
  const item = everyKioskOf(thresholds, sku);
  const own = thresholds.lowStock.filter((row) => row.deviceId !== null && row.skuId === sku.skuId);
  return (
    <TableRow data-sku={sku.skuId}>
      <TableCell component="th" scope="row">
        {sku.title}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
          <span data-threshold-source={item.lowStockThresholdSource}>{thresholdText(item)}</span>
          <ThresholdChangeButton
            label={t('console.thresholds.changeFor', { product: sku.title })}
            onClick={() => onEdit(item)}
          />
        </Box>
      </TableCell>
      <TableCell>
        {own.length === 0 ? (
          t('console.thresholds.noOwn')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {own.map((row) => (
              <li key={row.deviceId}>
                <Link
                  component={RouterLink}
                  to={consolePaths.kiosk(row.deviceId!)}
                  sx={{ display: 'inline-block', minHeight: 44, py: 3 }}
                >
                  {t('console.thresholds.own', {
                    kiosk: row.deviceId,
                    units: format.integer(row.units),
                  })}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
