import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TLanguageCode, TStockItem } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { HardwareCheckRow } from './hardware-check-row';
import { stockRowLabel } from './stock-labels';
import { useHardwareCheck } from './use-hardware-check';

type Props = {
  deviceId: string;
  passkey: string;
  locale: TLanguageCode;
  items: TStockItem[];
  productTitles: Map<string, string>;
  captionId: string;
  /** Loads the stock (and its audit) again after a check or a put-back. */
  onChanged: () => Promise<unknown>;
};

/** Every slot of the kiosk; staff pick one and give one unit from exactly that slot, and read the answer. */
export function HardwareCheckPanel({ items, productTitles, captionId, onChanged, ...session }: Props) {
  const { t } = useTranslation();
  const { busySlot, message, check, putBack } = useHardwareCheck(session, onChanged);
  const rows = items.flatMap((item) =>
    item.slots.map((slot) => ({ slot, skuId: item.skuId, label: stockRowLabel(item, productTitles) })),
  );
  if (rows.length === 0) return <Typography variant="p4">{t('hardwareCheck.none')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Box aria-live="polite" aria-atomic="true">
        {message ? (
          <Alert severity={message.severity} data-testid="hardware-check-result">
            {message.text}
          </Alert>
        ) : null}
      </Box>
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('stock.slot')}</TableCell>
              <TableCell scope="col">{t('stock.product')}</TableCell>
              <TableCell scope="col" align="right">
                {t('slots.count')}
              </TableCell>
              <TableCell scope="col">{t('slots.state')}</TableCell>
              <TableCell scope="col">{t('hardwareCheck.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ slot, skuId, label }) => (
              <HardwareCheckRow
                key={`${skuId}:${slot.slotId}`}
                slot={slot}
                label={label}
                isBusy={busySlot !== null}
                onCheck={() => void check(slot.slotId)}
                onPutBack={() => void putBack(slot.slotId)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
