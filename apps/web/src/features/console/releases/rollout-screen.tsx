import './release-texts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TRollout } from '@kiosk/contract';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat, type TConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { ROUTES } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { releaseQueries } from './release-queries';
import { RolloutActions } from './rollout-actions';
import { RolloutKiosksTable } from './rollout-kiosks-table';
import { RolloutCounts, RolloutStatus, useStageText } from './rollout-labels';

/** `/operator/rollouts/:rolloutId`: one roll-out's status and stage, its actions, and each kiosk's state. */
export function RolloutScreen() {
  return (
    <ConsoleGate>
      <RolloutPage />
    </ConsoleGate>
  );
}

function RolloutPage() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { rolloutId = '' } = useParams();
  const rollout = useQuery(releaseQueries.rollout(rolloutId));
  return (
    <>
      <Link
        component={RouterLink}
        to={ROUTES.consoleRollouts}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 6 }}
      >
        {t('releases.rollouts.back')}
      </Link>
      <ConsoleLoadState query={rollout}>
        {(data) => <Rollout rollout={data} format={format} />}
      </ConsoleLoadState>
    </>
  );
}

function Rollout({ rollout, format }: { rollout: TRollout; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const stageText = useStageText();
  return (
    <>
      <ConsoleSection id="rollout-heading" title={t('releases.rollouts.open', { version: rollout.version })}>
        <Typography variant="p4" component="div" data-testid="rollout-status" sx={{ fontWeight: 600 }}>
          <RolloutStatus rollout={rollout} />
        </Typography>
        <Typography variant="p5" data-testid="rollout-stage">
          {stageText(rollout.currentStage, rollout.stages)}
        </Typography>
        <Typography variant="p5">
          <RolloutCounts rollout={rollout} format={format} />
        </Typography>
        <Typography variant="p5" sx={{ color: 'text.secondary' }}>
          {t('releases.rollouts.settings', {
            stages: rollout.stages.map((p) => format.integer(p)).join(', '),
            minutes: format.decimal(rollout.trialSeconds / 60),
            percent: format.decimal(rollout.haltThreshold * 100),
          })}
        </Typography>
        <Typography variant="p5" sx={{ color: 'text.secondary' }}>
          {t('releases.whenBy', {
            time: format.dateTime(rollout.createdAt),
            name: rollout.createdBy,
          })}
        </Typography>
        <RolloutActions rollout={rollout} />
      </ConsoleSection>
      <ConsoleSection id="rollout-kiosks-caption" title={t('releases.rollouts.kiosksCaption')}>
        <RolloutKiosksTable rollout={rollout} format={format} />
      </ConsoleSection>
    </>
  );
}
