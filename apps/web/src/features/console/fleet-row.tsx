import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TFleetRow } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../shared/console-ui/cell-note';
import { consolePaths } from '../../shared/routes/paths';
import { ConnectionLabel } from './connection-label';
import { KioskVersions } from './kiosk-versions';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';

/**
 * One kiosk of the overview: its name (a link), connection and versions, faults, days left, naloxone and
 * units sold.
 */
export function FleetRow({ row, format }: { row: TFleetRow; format: TConsoleFormat }) {
  const { t } = useTranslation();
  return (
    <TableRow data-device={row.deviceId}>
      <TableCell component="th" scope="row">
        <Link
          component={RouterLink}
          to={consolePaths.kiosk(row.deviceId)}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
        >
          {row.name}
        </Link>
        <CellNote tone="secondary">{row.deviceId}</CellNote>
      </TableCell>
      <TableCell>
        <ConnectionLabel connection={row.connection} format={format} />
        <KioskVersions agentVersion={row.agentVersion} webVersion={row.webVersion} />
      </TableCell>
      <TableCell align="right" sx={{ color: row.slotFaults ? 'error.main' : undefined }}>
        {format.integer(row.slotFaults)}
      </TableCell>
      <TableCell align="right">
        {row.lowestStock ? (
          <>
            {t('console.fleet.daysLeft', { days: format.decimal(row.lowestStock.daysLeft) })}
            <CellNote tone="secondary">{row.lowestStock.title}</CellNote>
          </>
        ) : (
          t('console.fleet.noEstimate')
        )}
      </TableCell>
      <TableCell align="right">
        <Box component="span" sx={{ fontWeight: row.isLowStock ? 700 : undefined }}>
          {format.integer(row.naloxoneUnits)}
        </Box>
        {row.isLowStock ? <CellNote tone="warning">{t('console.fleet.lowStock')}</CellNote> : null}
      </TableCell>
      <TableCell align="right">{format.integer(row.unitsToday)}</TableCell>
      <TableCell align="right">{format.integer(row.unitsThisMonth)}</TableCell>
    </TableRow>
  );
}
