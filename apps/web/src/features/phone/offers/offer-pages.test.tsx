import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, errorReply, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { OFFERS_API, MOBILE, offerStatusOf, offerOf } from '../../../test/offer-fixtures';

const slow = { timeout: 5000 };
const PHONE = '(415) 555-0123';

describe('phone offer pages', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('check eligibility: lists the offer with its state, opts in and asks for the phone', async () => {
    const api = stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () => data(offerStatusOf()),
      [`POST ${OFFERS_API}/opt-in`]: () => data(offerStatusOf({ status: 'opted_in' })),
    });
    const { router } = renderApp(`${MOBILE}/check-eligibility`);
    const list = await screen.findByRole('list', { name: 'Offers for your order' }, slow);
    expect(within(list).getByText('Free naloxone 2-pack')).toBeTruthy();
    expect(within(list).getByText('Check eligibility')).toBeTruthy();
    expect(within(list).getByText('Once per phone every 30 days')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${MOBILE}/mfa-phone`));
    expect(JSON.parse(String(api.callsTo('POST', '/opt-in')[0]?.init?.body))).toEqual({
      skus: ['naloxone-2-pack'],
    });
  });

  it("says 'Offer not available' when the order has none", async () => {
    stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () =>
        data(
          offerStatusOf({
            hasOffers: false,
            offers: [
              offerOf({ offerId: null, title: null, kind: null, state: 'not_available', reason: 'no_offer' }),
            ],
          }),
        ),
    });
    renderApp(`${MOBILE}/check-eligibility`);
    expect(await screen.findByRole('heading', { name: 'Offer not available' }, slow)).toBeTruthy();
  });

  it("sends the number in E.164, shows it back formatted, and shows the server's refusal", async () => {
    let calls = 0;
    const api = stubApi({
      [`POST ${OFFERS_API}/mfa-phone`]: () =>
        calls++ === 0
          ? errorReply(400, 'Invalid phone number.', 'Codes are texted only to this country.', 'validation')
          : data(offerStatusOf({ status: 'code_sent' })),
    });
    const { router } = renderApp(`${MOBILE}/mfa-phone`);
    const field = await screen.findByLabelText(/Mobile phone number/, {}, slow);
    await userEvent.type(field, '07911 123456');
    await userEvent.tab();
    // Without a country code it is read as a US number, and that is not one: refused on the phone.
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number.');
    expect(api.callsTo('POST', '/mfa-phone')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '+44 7911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/Codes are texted only to this country\./)).toBeTruthy();
    expect(JSON.parse(String(api.callsTo('POST', '/mfa-phone')[0]?.init?.body))).toEqual({
      phoneNumber: '+447911123456',
    });
    await userEvent.clear(field);
    await userEvent.type(field, PHONE);
    await userEvent.tab();
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe('+1 415 555 0123'));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${MOBILE}/mfa-code`));
    expect(router.state.location.state).toEqual({ phoneNumber: '+14155550123' });
    expect(JSON.parse(String(api.callsTo('POST', '/mfa-phone')[1]?.init?.body))).toEqual({
      phoneNumber: '+14155550123',
    });
  });

  it('a short code is refused on the phone, announced, and cleared by typing', async () => {
    const api = stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () => data(offerStatusOf({ status: 'code_sent' })),
      [`GET ${OFFERS_API}/status`]: () => data(offerStatusOf({ status: 'code_sent' })),
    });
    const { router } = renderApp(`${MOBILE}/check-eligibility`);
    await screen.findByRole('list', {}, slow);
    await router.navigate(`${MOBILE}/mfa-code`, { state: { phoneNumber: PHONE } });
    const field = await screen.findByLabelText(/6-digit code/, {}, slow);
    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 digits of the code.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/mfa-code')).toHaveLength(0);
    await userEvent.type(field, '6');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The code is valid for 10 minutes.')).toBeTruthy();
  });

  it('code: a wrong one shows the tries left; the lock disables it; resend waits for the server', async () => {
    const inThirty = new Date(Date.now() + 30_000).toISOString();
    let tries = 0;
    stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () =>
        data(
          offerStatusOf({
            status: 'code_sent',
            verification: {
              state: tries >= 2 ? 'locked' : 'code_sent',
              codeExpiresAt: inThirty,
              resendAvailableAt: inThirty,
              attemptsLeft: 5 - tries,
            },
          }),
        ),
      [`GET ${OFFERS_API}/status`]: () =>
        data(
          offerStatusOf({
            status: 'code_sent',
            verification: {
              state: tries >= 2 ? 'locked' : 'code_sent',
              codeExpiresAt: inThirty,
              resendAvailableAt: inThirty,
              attemptsLeft: 5 - tries,
            },
          }),
        ),
      [`POST ${OFFERS_API}/mfa-code`]: () =>
        ++tries < 2
          ? errorReply(401, 'Incorrect code', 'The code is not correct. Tries left: 4.', 'unauthorized')
          : errorReply(
              429,
              'Too many attempts',
              'Too many wrong codes. This code is locked.',
              'rate_limited',
            ),
    });
    const { router } = renderApp(`${MOBILE}/check-eligibility`);
    await screen.findByRole('list', {}, slow);
    await router.navigate(`${MOBILE}/mfa-code`, { state: { phoneNumber: PHONE } });
    expect(
      await screen.findByText('We sent a 6-digit code to the number ending in 0123.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('resend-wait').textContent).toMatch(/^You can resend the code in (29|30) s\.$/);
    const field = screen.getByLabelText(/6-digit code/);
    await userEvent.type(field, '12a3456');
    expect((field as HTMLInputElement).value).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct. Tries left: 4.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes. This code is locked.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true),
    );
  });

  it('offer availability: eligible → Redeem → status says go back to the kiosk', async () => {
    const eligible = offerStatusOf({
      status: 'eligible',
      offers: [offerOf({ state: 'available', isOptedIn: true })],
    });
    const redeemed = offerStatusOf({
      status: 'redeemed',
      total: 0,
      isPaymentRequired: false,
      offers: [offerOf({ state: 'available', isOptedIn: true, isRedeemed: true })],
    });
    stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () => data(eligible),
      [`POST ${OFFERS_API}/redeem`]: () => data(redeemed),
      [`GET ${OFFERS_API}/status`]: () => data(redeemed),
    });
    const { router } = renderApp(`${MOBILE}/offer-availability`);
    expect(await screen.findByRole('heading', { name: 'You are eligible' }, slow)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem offer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${MOBILE}/status`));
    expect(await screen.findByRole('heading', { name: 'Offer redeemed' })).toBeTruthy();
    expect(screen.getByText('Go back to the kiosk: your items will be dispensed there.')).toBeTruthy();
  });

  it('offer availability: not eligible says payment is required', async () => {
    stubApi({
      [`POST ${OFFERS_API}/available-offers`]: () =>
        data(
          offerStatusOf({
            status: 'not_eligible',
            hasOffers: false,
            offers: [offerOf({ state: 'not_available', reason: 'limit_reached' })],
          }),
        ),
    });
    renderApp(`${MOBILE}/offer-availability`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You are not eligible for an offer and payment is required.' },
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByText('This phone has already used this offer in the last 30 days.')).toBeTruthy();
  });
});
