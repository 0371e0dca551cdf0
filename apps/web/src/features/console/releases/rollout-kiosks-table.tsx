import './release-texts';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TRollout } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../../shared/console-ui/cell-note';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { consolePaths } from '../../../shared/routes/paths';
import { KioskVersions } from '../kiosk-versions';
import { useStageText } from './rollout-labels';
import { STATE_KEYS, isBadState } from './rollout-texts';

/** Each kiosk of a roll-out: its stage, its update state with the agent's reason, versions, when. */
export function RolloutKiosksTable({ rollout, format }: { rollout: TRollout; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const stageText = useStageText();
  return (
    <ConsoleTable
      labelledBy="rollout-kiosks-caption"
      head={
        <>
          <TableCell scope="col">{t('console.fleet.column.name')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.stage')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.state')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.versions')}</TableCell>
          <TableCell scope="col">{t('releases.rollouts.column.updated')}</TableCell>
        </>
      }
    >
      {rollout.kiosks.map((kiosk) => (
        <TableRow key={kiosk.deviceId} data-device={kiosk.deviceId} data-state={kiosk.state}>
          <TableCell component="th" scope="row">
            <Link
              component={RouterLink}
              to={consolePaths.kiosk(kiosk.deviceId)}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
            >
              {kiosk.name}
            </Link>
            <CellNote tone="secondary">{kiosk.deviceId}</CellNote>
          </TableCell>
          <TableCell>{stageText(kiosk.stage, rollout.stages)}</TableCell>
          <TableCell sx={{ fontWeight: isBadState(kiosk.state) ? 700 : undefined }}>
            {t(STATE_KEYS[kiosk.state])}
            {kiosk.reason ? (
              <CellNote tone={isBadState(kiosk.state) ? 'error' : 'secondary'}>
                <span lang="en">{kiosk.reason}</span>
              </CellNote>
            ) : null}
          </TableCell>
          <TableCell>
            <KioskVersions agentVersion={kiosk.agentVersion} webVersion={kiosk.webVersion} />
          </TableCell>
          <TableCell>{format.dateTime(kiosk.updatedAt)}</TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
