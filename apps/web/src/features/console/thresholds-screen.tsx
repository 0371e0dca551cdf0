import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TAlertThresholds } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../shared/routes/paths';
import { useConsoleFormat } from './console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { ConsoleTable } from './console-table';
import { ThresholdDialog, useThresholdText, type TThresholdItem } from './threshold-dialog';

/**
 * `/operator/thresholds`: each sku's low-stock threshold for every kiosk at once (set, removed, or the
 * default), with the kiosks that have their own beside it.
 */
export function ThresholdsScreen() {
  return (
    <ConsoleGate>
      <Thresholds />
    </ConsoleGate>
  );
}

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

function Thresholds() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const thresholdText = useThresholdText(format);
  const thresholds = useQuery(consoleQueries.thresholds(format.language));
  const [editing, setEditing] = useState<TThresholdItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('console.thresholds.intro')}
      </Typography>
      {/* A live region there before the message, so that the message is read out when it comes. */}
      <Box role="status" sx={{ '&:not(:empty)': { mb: 6 } }}>
        {saved ? (
          <Alert severity="success" role="none">
            {saved}
          </Alert>
        ) : null}
      </Box>
      <Typography id="thresholds-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.thresholds.caption')}
      </Typography>
      <ConsoleLoadState query={thresholds}>
        {(data) => (
          <ConsoleTable
            labelledBy="thresholds-caption"
            head={
              <>
                <TableCell scope="col">{t('stock.product')}</TableCell>
                <TableCell scope="col">{t('console.thresholds.everyKiosk')}</TableCell>
                <TableCell scope="col">{t('console.thresholds.ownKiosks')}</TableCell>
              </>
            }
          >
            {data.skus.map((sku) => {
              const item = everyKioskOf(data, sku);
              const own = data.lowStock.filter((row) => row.deviceId !== null && row.skuId === sku.skuId);
              return (
                <TableRow key={sku.skuId} data-sku={sku.skuId}>
                  <TableCell component="th" scope="row">
                    {sku.title}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
                      <span data-threshold-source={item.lowStockThresholdSource}>{thresholdText(item)}</span>
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={() => {
                          setSaved(null);
                          setEditing(item);
                        }}
                        aria-label={t('console.thresholds.changeFor', { product: sku.title })}
                        sx={{ minHeight: 44, minWidth: 44 }}
                      >
                        {t('console.threshold.change')}
                      </Button>
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
            })}
          </ConsoleTable>
        )}
      </ConsoleLoadState>
      <ThresholdDialog
        deviceId={null}
        item={editing}
        format={format}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setSaved(message);
        }}
      />
    </>
  );
}
