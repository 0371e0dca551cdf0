import { describe, expect, it } from 'vitest';
import { EXTENDED_TIMING, IDLE_TICK_MS, STANDARD_TIMING, timingOf } from './idle-timer-constants';
import { createIdleState, idleTimerReducer, type TIdleAction, type TIdleState } from './idle-timer-reducer';

const run = (state: TIdleState, ...actions: TIdleAction[]): TIdleState =>
  actions.reduce(idleTimerReducer, state);
const ticks = (count: number): TIdleAction[] => Array.from({ length: count }, () => ({ type: 'tick' }));
const started = (isExtended = false) => run(createIdleState(isExtended), { type: 'start' });
const state = (phase: TIdleState['phase'], remainingSeconds: number, isExtended = false): TIdleState => ({
  phase,
  remainingSeconds,
  isExtended,
});

describe('idle timer constants (docs/product.md §4, §9)', () => {
  it('ticks every 1000 ms', () => {
    expect(IDLE_TICK_MS).toBe(1000);
  });
  it('lasts 90 s and warns at 30 s', () => {
    expect(STANDARD_TIMING).toEqual({ totalSeconds: 90, warningSeconds: 30 });
    expect(timingOf(false)).toEqual({ totalSeconds: 90, warningSeconds: 30 });
  });
  it('lasts 300 s and warns at 60 s in accessibility mode', () => {
    expect(EXTENDED_TIMING).toEqual({ totalSeconds: 300, warningSeconds: 60 });
    expect(timingOf(true)).toEqual({ totalSeconds: 300, warningSeconds: 60 });
  });
});

describe('idle timer state machine', () => {
  it('starts stopped at 90 s, and runs from 90 s on start', () => {
    expect(createIdleState()).toEqual(state('stopped', 90));
    expect(started()).toEqual(state('running', 90));
  });

  it('does not count while stopped', () => {
    expect(run(createIdleState(), ...ticks(200))).toEqual(state('stopped', 90));
  });

  it('start does not restart a session in progress', () => {
    expect(run(started(), ...ticks(10), { type: 'start' })).toEqual(state('running', 80));
  });

  it('counts down one second per tick', () => {
    expect(run(started(), { type: 'tick' })).toEqual(state('running', 89));
  });

  it('warns when 30 s are left: after 60 ticks, not 59', () => {
    expect(run(started(), ...ticks(59))).toEqual(state('running', 31));
    expect(run(started(), ...ticks(60))).toEqual(state('warning', 30));
  });

  it('expires at 0 while the warning shows: after 90 ticks, not 89', () => {
    expect(run(started(), ...ticks(89))).toEqual(state('warning', 1));
    expect(run(started(), ...ticks(90))).toEqual(state('expired', 0));
  });

  it('stays expired on further ticks', () => {
    expect(run(started(), ...ticks(95))).toEqual(state('expired', 0));
  });

  it('activity resets a running timer to 90 s', () => {
    expect(run(started(), ...ticks(59), { type: 'activity' })).toEqual(state('running', 90));
  });

  it('activity leaves a fresh timer unchanged (same object, no re-render)', () => {
    const fresh = started();
    expect(idleTimerReducer(fresh, { type: 'activity' })).toBe(fresh);
  });

  it('activity does not reset while the warning shows', () => {
    expect(run(started(), ...ticks(60), { type: 'activity' })).toEqual(state('warning', 30));
  });

  it('activity does not reset while the exit modal shows', () => {
    expect(run(started(), { type: 'openExit' }, { type: 'tick' }, { type: 'activity' })).toEqual(
      state('exiting', 29),
    );
  });

  it('activity does not reset while the time is extended', () => {
    expect(run(started(true), ...ticks(10), { type: 'activity' })).toEqual(state('running', 290, true));
  });

  it("I'm still here resets the warning to a running 90 s", () => {
    expect(run(started(), ...ticks(70), { type: 'stayHere' })).toEqual(state('running', 90));
  });

  it("the phone's next step starts the time afresh, running or warning, and in accessibility mode", () => {
    expect(run(started(), ...ticks(59), { type: 'phoneProgress' })).toEqual(state('running', 90));
    expect(run(started(), ...ticks(70), { type: 'phoneProgress' })).toEqual(state('running', 90));
    expect(run(started(true), ...ticks(250), { type: 'phoneProgress' })).toEqual(state('running', 300, true));
  });

  it("the phone's next step leaves the exit modal, which the visitor opened, and a stopped timer", () => {
    expect(run(started(), { type: 'openExit' }, { type: 'tick' }, { type: 'phoneProgress' })).toEqual(
      state('exiting', 29),
    );
    expect(run(createIdleState(), { type: 'phoneProgress' })).toEqual(state('stopped', 90));
  });

  it("I'm still here does nothing unless the warning shows", () => {
    expect(run(started(), ...ticks(5), { type: 'stayHere' })).toEqual(state('running', 85));
  });

  it('End session (idle modal) expires the session at once', () => {
    expect(run(started(), ...ticks(65), { type: 'endSession' })).toEqual(state('expired', 0));
  });

  it('End session does nothing when stopped', () => {
    expect(run(createIdleState(), { type: 'endSession' })).toEqual(state('stopped', 90));
  });

  it('the exit modal starts a 30 s countdown, from running or from the warning', () => {
    expect(run(started(), ...ticks(3), { type: 'openExit' })).toEqual(state('exiting', 30));
    expect(run(started(), ...ticks(75), { type: 'openExit' })).toEqual(state('exiting', 30));
  });

  it('the exit modal cannot open while stopped', () => {
    expect(run(createIdleState(), { type: 'openExit' })).toEqual(state('stopped', 90));
  });

  it('the exit countdown ends the session at 0: after 30 ticks, not 29', () => {
    const exiting = run(started(), { type: 'openExit' });
    expect(run(exiting, ...ticks(29))).toEqual(state('exiting', 1));
    expect(run(exiting, ...ticks(30))).toEqual(state('expired', 0));
  });

  it('confirming exit does the same as the timeout', () => {
    expect(run(started(), { type: 'openExit' }, { type: 'endSession' })).toEqual(state('expired', 0));
  });

  it('cancelling exit returns to a running 90 s', () => {
    expect(run(started(), { type: 'openExit' }, ...ticks(10), { type: 'cancelExit' })).toEqual(
      state('running', 90),
    );
  });

  it('cancelExit does nothing outside the exit modal', () => {
    expect(run(started(), ...ticks(2), { type: 'cancelExit' })).toEqual(state('running', 88));
  });

  it('stop ends the count and resets the time', () => {
    expect(run(started(), ...ticks(70), { type: 'stop' })).toEqual(state('stopped', 90));
    expect(run(started(), ...ticks(90), { type: 'stop' })).toEqual(state('stopped', 90));
  });

  it('stop of a fresh stopped timer keeps the same object', () => {
    const stopped = createIdleState();
    expect(idleTimerReducer(stopped, { type: 'stop' })).toBe(stopped);
  });

  describe('accessibility mode', () => {
    it('accepting extends the session to 300 s', () => {
      expect(run(started(), ...ticks(20), { type: 'setExtended', isExtended: true })).toEqual(
        state('running', 300, true),
      );
    });

    it('chosen before the session starts, the session starts at 300 s', () => {
      expect(run(createIdleState(), { type: 'setExtended', isExtended: true }, { type: 'start' })).toEqual(
        state('running', 300, true),
      );
    });

    it('warns when 60 s are left: after 240 ticks, not 239', () => {
      expect(run(started(true), ...ticks(239))).toEqual(state('running', 61, true));
      expect(run(started(true), ...ticks(240))).toEqual(state('warning', 60, true));
    });

    it('expires after 300 ticks, not 299', () => {
      expect(run(started(true), ...ticks(299))).toEqual(state('warning', 1, true));
      expect(run(started(true), ...ticks(300))).toEqual(state('expired', 0, true));
    });

    it("I'm still here resets to 300 s", () => {
      expect(run(started(true), ...ticks(250), { type: 'stayHere' })).toEqual(state('running', 300, true));
    });

    it('the exit modal counts down 60 s', () => {
      expect(run(started(true), { type: 'openExit' })).toEqual(state('exiting', 60, true));
    });

    it('declining returns to 90 s and a 30 s warning', () => {
      const declined = run(started(true), ...ticks(100), { type: 'setExtended', isExtended: false });
      expect(declined).toEqual(state('running', 90));
      expect(run(declined, ...ticks(59)).phase).toBe('running');
      expect(run(declined, ...ticks(60))).toEqual(state('warning', 30));
    });

    it('a choice made during the warning closes it', () => {
      expect(run(started(), ...ticks(65), { type: 'setExtended', isExtended: true })).toEqual(
        state('running', 300, true),
      );
    });

    it('cannot revive an expired session', () => {
      expect(run(started(), ...ticks(90), { type: 'setExtended', isExtended: true })).toEqual(
        state('expired', 0),
      );
    });
  });
});
