import './release-texts';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TKioskRelease } from '@kiosk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startRollout } from './releases-api';
import { consolePaths } from '../../../shared/routes/paths';
import { useKioskAction } from '../kiosk-setup/use-kiosk-action';
import {
  newRolloutValues,
  rolloutOf,
  type TRolloutFormProblem,
  type TRolloutFormValues,
} from './rollout-form-values';

const FIELD_SX = { maxWidth: 560 } as const;

type TTextName = 'canaries' | 'stages' | 'haltPercent' | 'trialMinutes';

/**
 * Starts a roll-out: the release, its canary kiosks (by name or id), the stages after them in per cent of
 * the fleet, the trial time and the share of roll-backs that halts it. Then its page opens.
 */
export function RolloutStartForm({ releases }: { releases: TKioskRelease[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<TRolloutFormValues>(() => newRolloutValues(releases[0]?.version));
  const [problem, setProblem] = useState<TRolloutFormProblem | null>(null);
  const action = useKioskAction(async () => {
    const read = rolloutOf(values);
    if (!('input' in read)) return null;
    const rollout = await startRollout(read.input);
    void navigate(consolePaths.rollout(rollout.id));
    return rollout;
  }, 'releases.refused');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = rolloutOf(values);
    setProblem('problem' in read ? read.problem : null);
    if ('input' in read) action.start();
  };
  const text = (name: TTextName, inputMode: 'text' | 'numeric' | 'decimal' = 'text') => ({
    id: `rollout-${name}`,
    label: t(`releases.rollouts.start.${name}`),
    value: values[name],
    disabled: action.isBusy,
    error: problem === name,
    slotProps: { htmlInput: { inputMode } },
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    sx: FIELD_SX,
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="start-heading">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <TextField
          id="rollout-version"
          select
          label={t('releases.rollouts.start.release')}
          value={values.version}
          disabled={action.isBusy}
          error={problem === 'version'}
          onChange={(event) => setValues({ ...values, version: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={FIELD_SX}
        >
          {releases.map((release) => (
            <option key={release.version} value={release.version}>
              {release.version}
            </option>
          ))}
        </TextField>
        <TextField {...text('canaries')} helperText={t('releases.rollouts.start.canariesHint')} />
        <TextField {...text('stages')} helperText={t('releases.rollouts.start.stagesHint')} />
        <TextField {...text('trialMinutes', 'decimal')} />
        <TextField {...text('haltPercent', 'decimal')} helperText={t('releases.rollouts.start.haltHint')} />
      </Box>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ my: 6 }}>
          {t(`releases.rollouts.start.invalid.${problem}`)}
        </Alert>
      ) : null}
      {action.failure ? (
        <Alert severity="error" role="alert" sx={{ my: 6 }}>
          {action.failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={action.isBusy} sx={{ mt: 8, minHeight: 44 }}>
        {t('releases.rollouts.start.submit')}
      </Button>
    </Box>
  );
}
