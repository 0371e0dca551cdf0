import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TAlert } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../shared/routes/paths';
import { useAlertText } from './alert-texts';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleTable } from '../../shared/console-ui/console-table';

type TAlertsTableProps = { alerts: TAlert[]; format: TConsoleFormat };

/** One alert: its kind, kiosk (a link to it), what was seen, since when and when it cleared. */
function AlertRow({ alert, format }: { alert: TAlert; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const alertText = useAlertText(format);
  const text = alertText(alert);
  return (
    <TableRow data-alert={alert.id} data-alert-kind={alert.kind} data-device={alert.deviceId}>
      <TableCell component="th" scope="row">
        {text.kind}
      </TableCell>
      <TableCell>
        <Link
          component={RouterLink}
          to={consolePaths.kiosk(alert.deviceId)}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {alert.deviceName}
        </Link>
      </TableCell>
      <TableCell>{text.detail}</TableCell>
      <TableCell>{format.dateTime(alert.since)}</TableCell>
      <TableCell>
        {alert.clearedAt ? format.dateTime(alert.clearedAt) : t('console.alerts.stillOpen')}
      </TableCell>
    </TableRow>
  );
}

/** The table of alerts, captioned by the heading `alerts-caption`. */
export function AlertsTable({ alerts, format }: TAlertsTableProps) {
  const { t } = useTranslation();
  return (
    <ConsoleTable
      labelledBy="alerts-caption"
      head={
        <>
          <TableCell scope="col">{t('console.alerts.column.kind')}</TableCell>
          <TableCell scope="col">{t('console.alerts.column.kiosk')}</TableCell>
          <TableCell scope="col">{t('console.alerts.column.detail')}</TableCell>
          <TableCell scope="col">{t('console.alerts.column.since')}</TableCell>
          <TableCell scope="col">{t('console.alerts.column.cleared')}</TableCell>
        </>
      }
    >
      {alerts.map((alert) => (
        <AlertRow key={alert.id} alert={alert} format={format} />
      ))}
    </ConsoleTable>
  );
}
