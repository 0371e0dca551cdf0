import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TKioskDetail } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleSection, ConsoleTable } from '../../shared/console-ui/console-table';
import { KioskStockRow } from './kiosk-stock-row';
import { ThresholdEditor } from './threshold-editor';

const OUTCOME_KEYS = { jammed: 'faults.jammed', empty: 'faults.empty', fault: 'faults.fault' } as const;

const REASON_KEYS = {
  'staff count': 'stock.audit.reasonCount',
  'slot fault cleared': 'stock.audit.reasonFaultCleared',
  'holds released': 'stock.audit.reasonHoldsReleased',
} as const;

const isKnownReason = (reason: string): reason is keyof typeof REASON_KEYS => reason in REASON_KEYS;

type TSectionProps = { kiosk: TKioskDetail; format: TConsoleFormat };

/**
 * Stock per sku: slot, on hand (held), low-stock threshold (where it comes from, and a button that changes
 * it for this kiosk), days left, and the last 30 days.
 */
export function KioskStockSection({ kiosk, format }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <ConsoleSection id="kiosk-stock" title={t('console.kiosk.stock')}>
      <ThresholdEditor deviceId={kiosk.deviceId} format={format}>
        {(edit) => (
          <ConsoleTable
            labelledBy="kiosk-stock"
            head={
              <>
                <TableCell scope="col">{t('stock.product')}</TableCell>
                <TableCell scope="col">{t('stock.slot')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('stock.onHand')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('console.kiosk.threshold')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('console.kiosk.daysLeft')}
                </TableCell>
                <TableCell scope="col">{t('console.kiosk.last30Days')}</TableCell>
              </>
            }
          >
            {kiosk.stock.map((item) => (
              <KioskStockRow key={item.skuId} item={item} format={format} onEdit={edit} />
            ))}
          </ConsoleTable>
        )}
      </ThresholdEditor>
    </ConsoleSection>
  );
}

/** Slots flagged now, and the history of failed units and clearings. */
export function KioskFaultsSection({ kiosk, format }: TSectionProps) {
  const { t } = useTranslation();
  const { current, history } = kiosk.slotFaults;
  const titleOf = new Map(kiosk.stock.map((item) => [item.skuId, item.title]));
  return (
    <ConsoleSection id="kiosk-faults" title={t('faults.title')}>
      {current.length === 0 ? (
        <Typography variant="p5">{t('faults.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 12, mb: 8 }}>
          {current.map((fault) => (
            <li key={fault.skuId}>
              <Typography variant="p5">
                {t('console.kiosk.faultNow', {
                  product: fault.title,
                  slot: fault.slot ?? t('stock.noSlot'),
                  outcome: fault.lastOutcome ? t(OUTCOME_KEYS[fault.lastOutcome]) : t('faults.unconfirmed'),
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography id="kiosk-fault-history" variant="p4" component="h3" sx={{ mb: 4, mt: 8 }}>
        {t('console.kiosk.faultHistory')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="p5">{t('console.kiosk.noFaultHistory')}</Typography>
      ) : (
        <ConsoleTable
          labelledBy="kiosk-fault-history"
          head={
            <>
              <TableCell scope="col">{t('stock.audit.when')}</TableCell>
              <TableCell scope="col">{t('stock.product')}</TableCell>
              <TableCell scope="col">{t('stock.slot')}</TableCell>
              <TableCell scope="col">{t('console.kiosk.event')}</TableCell>
            </>
          }
        >
          {history.map((event, index) => (
            <TableRow key={`${event.at}-${event.skuId}-${index}`}>
              <TableCell>{format.dateTime(event.at)}</TableCell>
              <TableCell component="th" scope="row">
                {titleOf.get(event.skuId) ?? event.skuId}
              </TableCell>
              <TableCell>{event.slot ?? t('stock.noSlot')}</TableCell>
              <TableCell>
                {event.event === 'cleared'
                  ? t('console.kiosk.eventCleared')
                  : event.outcome
                    ? t(OUTCOME_KEYS[event.outcome])
                    : t('faults.unconfirmed')}
              </TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

/** The latest stock changes: when, what, before → after, why. */
export function KioskAuditSection({ kiosk, format }: TSectionProps) {
  const { t } = useTranslation();
  const titleOf = new Map(kiosk.stock.map((item) => [item.skuId, item.title]));
  return (
    <ConsoleSection id="kiosk-audit" title={t('console.kiosk.audit')}>
      {kiosk.audit.length === 0 ? (
        <Typography variant="p5">{t('stock.audit.empty')}</Typography>
      ) : (
        <ConsoleTable
          labelledBy="kiosk-audit"
          head={
            <>
              <TableCell scope="col">{t('stock.audit.when')}</TableCell>
              <TableCell scope="col">{t('stock.product')}</TableCell>
              <TableCell scope="col">{t('stock.audit.change')}</TableCell>
              <TableCell scope="col">{t('stock.audit.reason')}</TableCell>
            </>
          }
        >
          {kiosk.audit.map((entry, index) => (
            <TableRow key={`${entry.createdAt}-${entry.skuId}-${index}`}>
              <TableCell>{format.dateTime(entry.createdAt)}</TableCell>
              <TableCell component="th" scope="row">
                {titleOf.get(entry.skuId) ?? entry.skuId}
              </TableCell>
              <TableCell>{t('stock.change', { before: entry.before, after: entry.after })}</TableCell>
              <TableCell>
                {isKnownReason(entry.reason) ? t(REASON_KEYS[entry.reason]) : entry.reason}
              </TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

/**
 * Failed dispenses, refunded orders, units dispensed and offline kits refused (reported by the kiosk's agent
 * outside their bounds) in the last 7 and 30 days: counts only.
 */
export function KioskRecentSection({ kiosk, format }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <ConsoleSection id="kiosk-recent" title={t('console.kiosk.recent')}>
      <ConsoleTable
        labelledBy="kiosk-recent"
        head={
          <>
            <TableCell scope="col">{t('console.kiosk.period')}</TableCell>
            <TableCell scope="col" align="right">
              {t('console.kiosk.failedDispenses')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('console.kiosk.refundedOrders')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('console.kiosk.unitsDispensed')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('console.kiosk.refusedOfflineKits')}
            </TableCell>
          </>
        }
      >
        {kiosk.recent.map((period) => (
          <TableRow key={period.days}>
            <TableCell component="th" scope="row">
              {t('console.kiosk.lastDays', { days: format.integer(period.days) })}
            </TableCell>
            <TableCell align="right">{format.integer(period.failedDispenses)}</TableCell>
            <TableCell align="right">{format.integer(period.refundedOrders)}</TableCell>
            <TableCell align="right">{format.integer(period.unitsDispensed)}</TableCell>
            <TableCell align="right">{format.integer(period.refusedOfflineKits)}</TableCell>
          </TableRow>
        ))}
      </ConsoleTable>
    </ConsoleSection>
  );
}
