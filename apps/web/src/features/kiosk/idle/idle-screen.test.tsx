import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { configRoute, stubApi } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';

describe('/idle-screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
});
