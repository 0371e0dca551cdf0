import './release-texts';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRolloutSummary } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../../shared/console-ui/cell-note';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { consolePaths } from '../../../shared/routes/paths';
import { RolloutCounts, RolloutStatus, useStageText } from './rollout-labels';

/** The roll-outs, newest first: release (a link to its page), status, stage, kiosks, who started it. */
export function RolloutsTable({ rollouts, format }: { rollouts: TRolloutSummary[]; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const stageText = useStageText();
  if (rollouts.length === 0) return <Typography variant="p5">{t('releases.rollouts.empty')}</Typography>;
  return (
    <ConsoleTable
      labelledBy="rollouts-caption"
      head={
        <>
          <TableCell scope="col">{t('releases.rollouts.column.release')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.status')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.stage')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.kiosks')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.started')}</TableCell>
        </>
      }
    >
      {rollouts.map((rollout) => (
        <TableRow key={rollout.id} data-rollout={rollout.id}>
          <TableCell component="th" scope="row">
            <Link
              component={RouterLink}
              to={consolePaths.rollout(rollout.id)}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
            >
              {t('releases.rollouts.open', { version: rollout.version })}
            </Link>
          </TableCell>
          <TableCell>
            <RolloutStatus rollout={rollout} />
          </TableCell>
          <TableCell>{stageText(rollout.currentStage, rollout.stages)}</TableCell>
          <TableCell>
            <RolloutCounts rollout={rollout} format={format} />
          </TableCell>
          <TableCell>
            {format.dateTime(rollout.createdAt)}
            <CellNote tone="secondary">{rollout.createdBy}</CellNote>
          </TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
