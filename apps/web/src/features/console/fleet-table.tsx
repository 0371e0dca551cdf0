import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TFleetRow } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { FleetRow } from './fleet-row';
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
            rows.map((row) => <FleetRow key={row.deviceId} row={row} format={format} />)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
