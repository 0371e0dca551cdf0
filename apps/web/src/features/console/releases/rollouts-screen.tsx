import './release-texts';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { releaseQueries } from './release-queries';
import { RolloutStartForm } from './rollout-start-form';
import { RolloutsTable } from './rollouts-table';

/** `/operator/rollouts`: start a roll-out of an uploaded release, and every roll-out with its status. */
export function RolloutsScreen() {
  return (
    <ConsoleGate>
      <Rollouts />
    </ConsoleGate>
  );
}

function Rollouts() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const releases = useQuery(releaseQueries.releases());
  const rollouts = useQuery(releaseQueries.rollouts());
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('releases.rollouts.intro')}
      </Typography>
      <ConsoleSection id="start-heading" title={t('releases.rollouts.start.title')}>
        <ConsoleLoadState query={releases}>
          {(data) =>
            data.length === 0 ? (
              <Typography variant="p5">{t('releases.rollouts.start.noRelease')}</Typography>
            ) : (
              <RolloutStartForm releases={data} />
            )
          }
        </ConsoleLoadState>
      </ConsoleSection>
      <ConsoleSection id="rollouts-caption" title={t('releases.rollouts.caption')}>
        <ConsoleLoadState query={rollouts}>
          {(data) => <RolloutsTable rollouts={data} format={format} />}
        </ConsoleLoadState>
      </ConsoleSection>
    </>
  );
}
