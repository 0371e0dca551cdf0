import { describe, expect, expectTypeOf, it } from 'vitest';
import { SLOT_FAULT_OUTCOMES } from '@kiosk/contract';
import type { TAgentKitOutcome } from '@kiosk/contract/values';
import { DISPENSE_OUTCOMES, FAILED_OUTCOMES, type DispenseOutcome } from '@kiosk/device-link';

// The outcome words are written once in @kiosk/device-link; the API's contract (which the web app reads,
// and which cannot import device-link) names the same words, held to them here.
describe('the outcome words of the contract', () => {
  it('are the failed outcomes of the device link for a slot fault', () => {
    expect([...SLOT_FAULT_OUTCOMES]).toEqual([...FAILED_OUTCOMES]);
  });

  it('are the dispense outcomes, or unknown, for an offline kit at the kiosk', () => {
    expectTypeOf<TAgentKitOutcome>().toEqualTypeOf<DispenseOutcome | 'unknown'>();
    expect(DISPENSE_OUTCOMES).toEqual(['dropped', 'jammed', 'empty', 'fault']);
  });
});
