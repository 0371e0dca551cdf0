import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { configRoute, stubApi } from '../../../test/device-config-fixture';
import { renderWithProviders } from '../../../test/render-app';
import { HelpScreen } from './help-screen';

describe('/help', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the support phone of the device config and a QR code that calls it', async () => {
    stubApi([configRoute()]);
    renderWithProviders(<HelpScreen />, '/help?deviceId=demo-kiosk-0001');
    expect((await screen.findByTestId('support-phone')).textContent).toBe('+1 (800) 555-0199');
    const qr = screen.getByRole('img', { name: 'QR code to call +1 (800) 555-0199' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Scan this code with your phone to call support.')).toBeTruthy();
    expect(screen.getByTestId('emergency-911-banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('says so when the config cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([]);
    renderWithProviders(<HelpScreen />, '/help?deviceId=demo-kiosk-0001');
    expect(await screen.findByText('The support phone number could not be loaded.')).toBeTruthy();
  });
});
