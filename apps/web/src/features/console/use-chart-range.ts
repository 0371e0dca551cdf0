import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TChartRange } from './console-api';
import { defaultRange, rangeProblem } from './chart-range';

/**
 * The charted range of the address (the last 30 days when it names none), the one being typed, and a way to
 * chart the typed one.
 */
export const useChartRange = () => {
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(defaultRange);
  const range: TChartRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    ...(params.get('deviceId') ? { deviceId: params.get('deviceId')! } : {}),
  };
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(range.from, range.to);

  const apply = (next: TChartRange) =>
    setParams(
      () => {
        const search = new URLSearchParams({ from: next.from, to: next.to });
        if (next.deviceId) search.set('deviceId', next.deviceId);
        return search;
      },
      { replace: true },
    );

  return { range, problem, draft, setDraft, apply };
};
