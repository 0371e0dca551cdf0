import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-app';
import { HelpScreen, IdleScreen, type TLazyScreen } from './lazy-screens';
import { PreloadScreen } from './preload-screen';

describe('screens fetched ahead', () => {
  it('a preloaded screen shows at once, without the loading page in between', async () => {
    await HelpScreen.preload();
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <HelpScreen />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('a screen not fetched yet shows the loading page until its code is here', () => {
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <IdleScreen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it('fetches the next screen once, and a failed fetch is left for the screen to retry', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    const next = Object.assign(() => null, { preload }) satisfies TLazyScreen;
    const { rerender } = render(<PreloadScreen screen={next} />);
    rerender(<PreloadScreen screen={next} />);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
