import { DEFAULT_ROLLOUT_STAGES } from '@kiosk/contract/values';
import type { TRolloutCreate } from '@kiosk/contract';

/** The start form as typed: texts, read into a roll-out only when they make one. */
export type TRolloutFormValues = {
  version: string;
  /** Kiosk names or ids, separated by commas. */
  canaries: string;
  /** Percentages of the fleet, separated by commas. */
  stages: string;
  /** Per cent of the kiosks sent the update that may roll back or fail before it halts. */
  haltPercent: string;
  trialMinutes: string;
};

export const newRolloutValues = (version = ''): TRolloutFormValues => ({
  version,
  canaries: '',
  stages: DEFAULT_ROLLOUT_STAGES.join(', '),
  haltPercent: '10',
  trialMinutes: '10',
});

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Whole percentages from 1 to 100, rising, the last 100; null otherwise. */
export function stagesOf(text: string): number[] | null {
  const parts = listOf(text);
  if (parts.length === 0 || parts.length > 10 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const stages = parts.map(Number);
  const isRising = stages.every((p, i) => p >= 1 && (i === 0 || p > stages[i - 1]!));
  return isRising && stages.at(-1) === 100 ? stages : null;
}

const numberIn = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : null;
};

export type TRolloutFormProblem = 'version' | 'stages' | 'haltPercent' | 'trialMinutes';

/** The roll-out the form asks for, or the first field that does not make one. */
export function rolloutOf(
  values: TRolloutFormValues,
): { input: TRolloutCreate } | { problem: TRolloutFormProblem } {
  const stages = stagesOf(values.stages);
  const halt = numberIn(values.haltPercent, 0, 100);
  const minutes = numberIn(values.trialMinutes, 1 / 60, 7 * 24 * 60);
  if (!values.version) return { problem: 'version' };
  if (!stages) return { problem: 'stages' };
  if (halt === null) return { problem: 'haltPercent' };
  if (minutes === null) return { problem: 'trialMinutes' };
  return {
    input: {
      version: values.version,
      canaries: listOf(values.canaries),
      stages,
      haltThreshold: halt / 100,
      trialSeconds: Math.max(1, Math.round(minutes * 60)),
    },
  };
}
