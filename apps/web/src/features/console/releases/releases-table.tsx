import './release-texts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TKioskRelease } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../../shared/console-ui/cell-note';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';

const MB = 1024 * 1024;

/** The uploaded releases: each was checked against the programme's key when it came, or it was refused. */
export function ReleasesTable({ releases, format }: { releases: TKioskRelease[]; format: TConsoleFormat }) {
  const { t } = useTranslation();
  if (releases.length === 0) return <Typography variant="p5">{t('releases.empty')}</Typography>;
  return (
    <ConsoleTable
      labelledBy="releases-caption"
      head={
        <>
          <TableCell scope="col">{t('releases.column.version')}</TableCell>
          <TableCell scope="col" align="right">
            {t('releases.column.size')}
          </TableCell>
          <TableCell scope="col">{t('releases.column.uploaded')}</TableCell>
          <TableCell scope="col">{t('releases.column.signature')}</TableCell>
        </>
      }
    >
      {releases.map((release) => (
        <TableRow key={release.version} data-release={release.version}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {release.version}
            <CellNote tone="secondary">{release.tarballName}</CellNote>
          </TableCell>
          <TableCell align="right">
            {t('releases.sizeMb', { size: format.decimal(release.bytes / MB) })}
          </TableCell>
          <TableCell>
            {t('releases.whenBy', {
              time: format.dateTime(release.uploadedAt),
              name: release.uploadedBy,
            })}
          </TableCell>
          <TableCell>{t('releases.verified')}</TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
