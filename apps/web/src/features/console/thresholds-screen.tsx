import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { ConsoleTable } from '../../shared/console-ui/console-table';
import { SkuThresholdRow } from './sku-threshold-row';
import { ThresholdEditor } from './threshold-editor';

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

function Thresholds() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const thresholds = useQuery(consoleQueries.thresholds(format.language));
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('console.thresholds.intro')}
      </Typography>
      <ThresholdEditor deviceId={null} format={format}>
        {(edit) => (
          <>
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
                  {data.skus.map((sku) => (
                    <SkuThresholdRow
                      key={sku.skuId}
                      sku={sku}
                      thresholds={data}
                      format={format}
                      onEdit={edit}
                    />
                  ))}
                </ConsoleTable>
              )}
            </ConsoleLoadState>
          </>
        )}
      </ThresholdEditor>
    </>
  );
}
