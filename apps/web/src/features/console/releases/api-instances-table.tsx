import './release-texts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TApiInstance } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';

/** The API instances seen in the last three minutes, each with its version. */
export function ApiInstancesTable({
  instances,
  format,
}: {
  instances: TApiInstance[];
  format: TConsoleFormat;
}) {
  const { t } = useTranslation();
  if (instances.length === 0) return <Typography variant="p5">{t('releases.instances.empty')}</Typography>;
  return (
    <ConsoleTable
      labelledBy="instances-caption"
      head={
        <>
          <TableCell scope="col">{t('releases.instances.column.id')}</TableCell>
          <TableCell scope="col">{t('releases.column.version')}</TableCell>
          <TableCell scope="col">{t('releases.instances.column.started')}</TableCell>
          <TableCell scope="col">{t('releases.instances.column.lastSeen')}</TableCell>
        </>
      }
    >
      {instances.map((instance) => (
        <TableRow key={instance.id} data-instance={instance.id}>
          <TableCell component="th" scope="row">
            {instance.id}
          </TableCell>
          <TableCell>{instance.version}</TableCell>
          <TableCell>{format.dateTime(instance.startedAt)}</TableCell>
          <TableCell>{format.dateTime(instance.lastSeenAt)}</TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
