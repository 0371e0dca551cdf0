import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { track } from '../../shared/lib/analytics/analytics';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/lib/analytics/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/lib/analytics/analytics')>()),
  track: vi.fn(),
}));

const screenViews = () => vi.mocked(track).mock.calls.filter(([name]) => name === 'screen_view');

describe('navigation between screens', () => {
  afterEach(() => {
    vi.mocked(track).mockClear();
    vi.restoreAllMocks();
  });

  it('tracks one screen_view per screen, named by its screen key (never the path)', async () => {
    const { router } = renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help' });
    expect(screenViews()).toEqual([['screen_view', { screen: 'help' }]]);
    await router.navigate('/products/condoms');
    await waitFor(() =>
      expect(screenViews()).toEqual([
        ['screen_view', { screen: 'help' }],
        ['screen_view', { screen: 'productDetail' }],
      ]),
    );
  });

  it('a new screen starts at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help' });
    scrollTo.mockClear();
    await router.navigate('/products');
    await screen.findByRole('heading', { level: 1, name: 'Choose a product' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
