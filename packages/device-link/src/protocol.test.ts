import { describe, expect, it } from 'vitest';
import { parseCommand, parseEvent, type AgentEvent } from './protocol';

const UNIT = '0b5e7c1a-3d2f-4c6b-9a8e-1f2d3c4b5a69:1';
/** What goes over the wire: the agent publishes `JSON.stringify(event)`. */
const roundTrip = (event: AgentEvent) => parseEvent(Buffer.from(JSON.stringify(event)));

describe('the unit event', () => {
  it('carries isLive both ways: an answer to a command, or a re-offer of the journal', () => {
    const live: AgentEvent = { type: 'unit', unitId: UNIT, record: 'dropped', isLive: true };
    expect(roundTrip(live)).toEqual(live);
    const offered: AgentEvent = { type: 'unit', unitId: UNIT, record: 'jammed' };
    expect(roundTrip(offered)).toEqual(offered);
    expect(roundTrip(offered)).not.toHaveProperty('isLive');
    expect(roundTrip({ ...live, isLive: false })).toEqual({ ...live, isLive: false });
  });

  it('reads an older agent’s event, which has no isLive, as it always did', () => {
    expect(parseEvent(`{"type":"unit","unitId":"${UNIT}","record":"in_progress"}`)).toEqual({
      type: 'unit',
      unitId: UNIT,
      record: 'in_progress',
    });
  });

  it('reads an isLive that is not a boolean as absent (the event is handled as a re-offer)', () => {
    expect(parseEvent(`{"type":"unit","unitId":"${UNIT}","record":"dropped","isLive":"yes"}`)).toEqual({
      type: 'unit',
      unitId: UNIT,
      record: 'dropped',
    });
    expect(parseEvent(`{"type":"unit","unitId":"${UNIT}","record":"maybe","isLive":true}`)).toBeNull();
  });
});

describe('the update command and its state events', () => {
  const update = {
    type: 'update',
    rolloutId: 'r-1',
    version: '1.4.0',
    path: '/kiosk-releases/1.4.0/kiosk-pc-1.4.0.tar.gz',
    token: 't'.repeat(43),
    sha256: 'a'.repeat(64),
    trialSeconds: 120,
  } as const;

  it('reads an update command as sent', () => {
    expect(parseCommand(JSON.stringify(update))).toEqual(update);
  });

  it('refuses an update whose path leaves the API origin, or whose hash or trial is not one', () => {
    for (const bad of [
      { path: 'https://elsewhere.example/x.tar.gz' },
      { path: '//elsewhere.example/x.tar.gz' },
      { sha256: 'xyz' },
      { trialSeconds: 0 },
      { trialSeconds: 1.5 },
      { token: undefined },
    ])
      expect(parseCommand(JSON.stringify({ ...update, ...bad }))).toBeNull();
  });

  it('carries a state and its reason, and refuses a state that is not one', () => {
    const event: AgentEvent = {
      type: 'update_state',
      rolloutId: 'r-1',
      version: '1.4.0',
      state: 'rolled_back',
      reason: 'the broker was not reached within the trial',
    };
    expect(roundTrip(event)).toEqual(event);
    expect(parseEvent(JSON.stringify({ ...event, state: 'exploded' }))).toBeNull();
  });
});
