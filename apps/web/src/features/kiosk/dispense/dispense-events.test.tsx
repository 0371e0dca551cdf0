import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TOrder } from '@kiosk/contract';
import { dispenseStore } from './dispense-api';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, orderOf, stubApi } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';

const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const DISPENSE = `/orders/${ORDER_ID}/dispense`;
const slow = { timeout: 5000 };

const pack = (status: TOrder['status'], quantityDispensed: number) =>
  orderOf({ status, total: 300, quantityTotal: 3, quantityDispensed });

/** Records every text the progress line shows, as React commits it. */
const recordProgress = () => {
  const shown: string[] = [];
  const look = () => {
    const text = document.querySelector('[data-testid="dispense-progress"]')?.textContent ?? '';
    if (text && !shown.includes(text)) shown.push(text);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { shown, stop: () => observer.disconnect() };
};

describe('dispense screen: every unit shown, by the order event stream', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('deviceId', DEVICE);
    FakeEventSource.opened = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dispenseStore.reset();
  });

  it('shows Item 1, 2 and 3 of 3 in turn when all three units are reported at once', async () => {
    stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET ${BASE}`]: () => data(pack('dispensing', 0)),
      // The whole dispense answers before any poll saw a unit drop.
      [`POST ${BASE}/dispense`]: () => data(pack('dispensed', 3)),
    });
    const progress = recordProgress();
    renderApp(DISPENSE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your items have been dispensed' }, slow),
    ).toBeTruthy();
    progress.stop();
    expect(progress.shown).toEqual(['Item 1 of 3', 'Item 2 of 3', 'Item 3 of 3']);
  });

  it("follows the order's events with the kiosk's cookie, and stops polling while the stream is open", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let release: (response: Response) => void = () => undefined;
    const api = stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET ${BASE}`]: () => data(pack('dispensing', 0)),
      [`POST ${BASE}/dispense`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const progress = recordProgress();
    renderApp(DISPENSE);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), slow);
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe(`${BASE}/events?locale=en`);
    act(() => stream.emit('open'));
    const pollsWhenOpen = api.callsTo('GET', ORDER_ID).length;
    for (const n of [1, 2, 3])
      act(() => stream.emit('order', JSON.stringify(pack(n < 3 ? 'dispensing' : 'dispensed', n))));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your items have been dispensed' }, slow),
    ).toBeTruthy();
    progress.stop();
    expect(progress.shown).toEqual(['Item 1 of 3', 'Item 2 of 3', 'Item 3 of 3']);
    expect(stream.isClosed).toBe(true);
    // At most a read already on its way when the stream opened.
    expect(api.callsTo('GET', ORDER_ID).length).toBeLessThanOrEqual(pollsWhenOpen + 1);
    release(data(pack('dispensed', 3)));
  });
});
