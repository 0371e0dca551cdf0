import './release-texts';
import type { TRolloutSummary } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../../shared/console-ui/cell-note';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { STATUS_KEYS } from './rollout-texts';

/** A stage in words: the canaries (0), or stage n of all with its share of the fleet. */
export function useStageText() {
  const { t } = useTranslation();
  return (stage: number, stages: number[]) =>
    stage === 0
      ? t('releases.rollouts.stage.canaries')
      : t('releases.rollouts.stage.percent', {
          n: stage,
          total: stages.length,
          percent: stages[stage - 1] ?? 100,
        });
}

/** A roll-out's status, and why it halted when it did. */
export function RolloutStatus({ rollout }: { rollout: TRolloutSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {t(STATUS_KEYS[rollout.status])}
      {rollout.status === 'halted' && rollout.haltReason ? (
        <CellNote tone="error" data-testid="halt-reason">
          {t('releases.rollouts.haltReason')} <span lang="en">{rollout.haltReason}</span>
        </CellNote>
      ) : null}
    </>
  );
}

/** How many kiosks committed, went wrong, and in all. */
export function RolloutCounts({ rollout, format }: { rollout: TRolloutSummary; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const { counts } = rollout;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return t('releases.rollouts.counts', {
    committed: format.integer(counts.committed),
    bad: format.integer(counts.rolled_back + counts.failed),
    total: format.integer(total),
  });
}
