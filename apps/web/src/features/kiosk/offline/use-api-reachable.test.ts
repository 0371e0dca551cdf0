import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteApiAnswer } from '../../../shared/api/api-answers';
import { probeApi } from './use-api-reachable';

const stubHealth = (status: number) => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('probeApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks on the wire with 0, even when a call was answered a moment ago (a visit notices at once)', async () => {
    noteApiAnswer(true);
    const fetchMock = stubHealth(503);
    expect(await probeApi(0)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a recent answer as the API answering, without asking, when idle', async () => {
    noteApiAnswer(true);
    const fetchMock = stubHealth(503);
    expect(await probeApi(60_000)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a gateway answer or no reply is unreachable; any other answer is reachable', async () => {
    noteApiAnswer(false);
    stubHealth(502);
    expect(await probeApi(0)).toBe(false);
    stubHealth(200);
    expect(await probeApi(0)).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await probeApi(0)).toBe(false);
  });
});
