import { describe, expect, it } from 'vitest';
import { newRolloutValues, rolloutOf, stagesOf } from './rollout-form-values';

describe('the roll-out start form', () => {
  it('reads rising percentages ending at 100, and nothing else', () => {
    expect(stagesOf('5, 25,50 , 100')).toEqual([5, 25, 50, 100]);
    expect(stagesOf('100')).toEqual([100]);
    expect(stagesOf('25, 25, 100')).toBeNull();
    expect(stagesOf('50, 25, 100')).toBeNull();
    expect(stagesOf('5, 50')).toBeNull();
    expect(stagesOf('0, 100')).toBeNull();
    expect(stagesOf('5.5, 100')).toBeNull();
    expect(stagesOf('')).toBeNull();
  });

  it('makes the roll-out the API takes: canaries by name, the share and the trial in its units', () => {
    const values = { ...newRolloutValues('1.5.0'), canaries: 'Main St Library, , Harbor Clinic' };
    expect(rolloutOf({ ...values, haltPercent: '12.5', trialMinutes: '15' })).toEqual({
      input: {
        version: '1.5.0',
        canaries: ['Main St Library', 'Harbor Clinic'],
        stages: [5, 25, 50, 100],
        haltThreshold: 0.125,
        trialSeconds: 900,
      },
    });
  });

  it('names the first field that does not make a roll-out', () => {
    expect(rolloutOf(newRolloutValues())).toEqual({ problem: 'version' });
    expect(rolloutOf({ ...newRolloutValues('1.5.0'), stages: '10, 50' })).toEqual({ problem: 'stages' });
    expect(rolloutOf({ ...newRolloutValues('1.5.0'), haltPercent: '101' })).toEqual({
      problem: 'haltPercent',
    });
    expect(rolloutOf({ ...newRolloutValues('1.5.0'), trialMinutes: '' })).toEqual({
      problem: 'trialMinutes',
    });
  });
});
