import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LANGUAGE_CODES, languageOf } from '@kiosk/contract/values';
import i18n from '../../../i18n/i18n';
import { configRoute, deviceConfig, stubApi } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';

describe('/idle-screen', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.removeItem('deviceId');
    await i18n.changeLanguage('en');
  });

  it('a tap anywhere goes to the welcome screen', async () => {
    stubApi([configRoute()]);
    const { router } = renderApp('/idle-screen');
    fireEvent.click(await screen.findByRole('heading', { level: 1, name: 'Tap to begin' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('the Start button goes to the welcome screen', async () => {
    stubApi([configRoute()]);
    const { router } = renderApp('/idle-screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('is in the language the kiosk was set up to start in, not the browser’s', async () => {
    const spanishFirst = LANGUAGE_CODES.map((code) => ({
      ...languageOf(code, ['en', 'es']),
      isDefault: code === 'es',
    }));
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    stubApi([configRoute(deviceConfig({ languages: spanishFirst }))]);
    renderApp('/idle-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toque para empezar' })).toBeTruthy();
    expect(i18n.language).toBe('es');
  });

  it('stays in English when the default the server names is not offered', async () => {
    const inactive = LANGUAGE_CODES.map((code) => ({
      ...languageOf(code, ['en']),
      isDefault: code === 'es',
    }));
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    stubApi([configRoute(deviceConfig({ languages: inactive }))]);
    renderApp('/idle-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tap to begin' })).toBeTruthy();
    expect(i18n.language).toBe('en');
  });
});
