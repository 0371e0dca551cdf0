import { describe, expect, it } from 'vitest';
import { parseEvent, type AgentEvent } from './protocol';

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
