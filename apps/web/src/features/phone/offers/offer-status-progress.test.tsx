import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TOrder } from '@kiosk/contract';
import { DEVICE, ORDER_ID, data, orderOf, stubApi } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { OFFERS_API, MOBILE, offerStatusOf, offerOf } from '../../../test/offer-fixtures';

const slow = { timeout: 5000 };
const ORDER = `/devices/${DEVICE}/orders/${ORDER_ID}`;

const pack = (status: TOrder['status'], quantityDispensed: number) =>
  orderOf({ status, total: 0, quantityTotal: 3, quantityDispensed });

describe("the phone's offer status follows the kiosk's dispense", { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Dispensed: N of 3' for each unit as the order's events come, and 3 of 3 after", async () => {
    const redeemed = offerStatusOf({
      status: 'redeemed',
      total: 0,
      isPaymentRequired: false,
      offers: [offerOf({ state: 'available', isOptedIn: true, isRedeemed: true })],
    });
    stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () => data(redeemed),
      [`GET ${OFFERS_API}/status`]: () => data(redeemed),
      [`GET ${ORDER}`]: () => data(pack('open', 0)),
    });
    renderApp(`${MOBILE}/status`);
    expect(await screen.findByRole('heading', { name: 'Offer redeemed' }, slow)).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), slow);
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe(`${ORDER}/events?locale=en`);
    act(() => stream.emit('open'));
    act(() => stream.emit('order', JSON.stringify(pack('dispensing', 1))));
    expect(await screen.findByText('Dispensed: 1 of 3', {}, slow)).toBeTruthy();
    act(() => stream.emit('order', JSON.stringify(pack('dispensed', 3))));
    // The second unit is shown too, though no event said 2.
    expect(await screen.findByText('Dispensed: 2 of 3', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Dispensed: 3 of 3', {}, slow)).toBeTruthy();
    expect(stream.isClosed).toBe(true);
  });
});
