import './release-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TRollout } from '@kiosk/contract';
import type { TRolloutActionName } from '@kiosk/contract/values';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeRollout } from './releases-api';
import { useKioskAction } from '../kiosk-setup/use-kiosk-action';

/** The actions a roll-out takes from its status; `advance` only while a stage is left. */
export function actionsOf(rollout: TRollout): TRolloutActionName[] {
  const lastStage = Math.max(0, ...rollout.kiosks.map((k) => k.stage));
  const hasNext = rollout.currentStage < lastStage;
  switch (rollout.status) {
    case 'running':
      return hasNext ? ['pause', 'advance', 'halt'] : ['pause', 'halt'];
    case 'paused':
      return ['resume', 'halt'];
    case 'halted':
      return ['resume'];
    default:
      return [];
  }
}

const ACTION_KEYS = {
  pause: 'releases.rollouts.action.pause',
  resume: 'releases.rollouts.action.resume',
  halt: 'releases.rollouts.action.halt',
  advance: 'releases.rollouts.action.advance',
} as const;

/** Pause, resume, halt, or the next stage now; the page shows the roll-out again after each. */
export function RolloutActions({ rollout }: { rollout: TRollout }) {
  const { t } = useTranslation();
  const chosen = useRef<TRolloutActionName>('pause');
  const action = useKioskAction(() => changeRollout(rollout.id, chosen.current), 'releases.refused');
  const actions = actionsOf(rollout);
  if (actions.length === 0 && !action.failure) return null;
  return (
    <Box sx={{ my: 6 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {actions.map((name) => (
          <Button
            key={name}
            variant={name === 'halt' ? 'contained' : 'outlined'}
            color={name === 'halt' ? 'error' : 'primary'}
            disabled={action.isBusy}
            sx={{ minHeight: 44 }}
            onClick={() => {
              chosen.current = name;
              action.start();
            }}
          >
            {t(ACTION_KEYS[name])}
          </Button>
        ))}
      </Box>
      {action.failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 6 }}>
          {action.failure}
        </Alert>
      ) : null}
    </Box>
  );
}
