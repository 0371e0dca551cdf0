import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TFleetRow } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../shared/routes/paths';
import { ConnectionLabel } from './connection-label';
import type { TConsoleFormat } from './console-format';
import type { TFleetSortKey, TSortDirection } from './use-fleet-params';

const COLUMNS = [
  { key: 'name', label: 'console.fleet.column.name', isNumeric: false },
  { key: 'status', label: 'console.fleet.column.status', isNumeric: false },
  { key: 'slotFaults', label: 'console.fleet.column.slotFaults', isNumeric: true },
  { key: 'daysLeft', label: 'console.fleet.column.daysLeft', isNumeric: true },
  { key: 'naloxoneUnits', label: 'console.fleet.column.naloxoneUnits', isNumeric: true },
  { key: 'unitsToday', label: 'console.fleet.column.unitsToday', isNumeric: true },
  { key: 'unitsThisMonth', label: 'console.fleet.column.unitsThisMonth', isNumeric: true },
] as const satisfies readonly { key: TFleetSortKey; label: string; isNumeric: boolean }[];

type Props = {
  rows: TFleetRow[];
  sort: TFleetSortKey;
  dir: TSortDirection;
  onSort: (sort: TFleetSortKey, dir: TSortDirection) => void;
  format: TConsoleFormat;
  captionId: string;
};

/** One row per kiosk; each column header sorts (again: the other way). */
export function FleetTable({ rows, sort, dir, onSort, format, captionId }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Table aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const isSorted = sort === column.key;
              return (
                <TableCell
                  key={column.key}
                  scope="col"
                  align={column.isNumeric ? 'right' : 'left'}
                  aria-sort={isSorted ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <TableSortLabel
                    active={isSorted}
                    direction={isSorted ? dir : 'asc'}
                    onClick={() => onSort(column.key, isSorted && dir === 'asc' ? 'desc' : 'asc')}
                    sx={{ minHeight: 44 }}
                  >
                    {t(column.label)}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>{t('console.fleet.empty')}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.deviceId} data-device={row.deviceId}>
                <TableCell component="th" scope="row">
                  <Link
                    component={RouterLink}
                    to={consolePaths.kiosk(row.deviceId)}
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
                  >
                    {row.name}
                  </Link>
                  <Typography
                    variant="p6"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {row.deviceId}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ConnectionLabel connection={row.connection} format={format} />
                </TableCell>
                <TableCell align="right" sx={{ color: row.slotFaults ? 'error.main' : undefined }}>
                  {format.integer(row.slotFaults)}
                </TableCell>
                <TableCell align="right">
                  {row.lowestStock ? (
                    <>
                      {t('console.fleet.daysLeft', { days: format.decimal(row.lowestStock.daysLeft) })}
                      <Typography
                        variant="p6"
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {row.lowestStock.title}
                      </Typography>
                    </>
                  ) : (
                    t('console.fleet.noEstimate')
                  )}
                </TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ fontWeight: row.isLowStock ? 700 : undefined }}>
                    {format.integer(row.naloxoneUnits)}
                  </Box>
                  {row.isLowStock ? (
                    <Typography
                      variant="p6"
                      component="span"
                      sx={{ display: 'block', color: 'warning.main', fontWeight: 700 }}
                    >
                      {t('console.fleet.lowStock')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{format.integer(row.unitsToday)}</TableCell>
                <TableCell align="right">{format.integer(row.unitsThisMonth)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
