import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../shared/api/api-error';
import { renderWithRouter } from '../../test/render-app';
import { ErrorPage } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

const renderThrowing = (thrown: unknown, path = '/broken') => {
  function Broken(): never {
    throw thrown;
  }
  renderWithRouter(
    <RouteErrorBoundary fallback={<ErrorPage />}>
      <Broken />
    </RouteErrorBoundary>,
    path,
  );
};

describe('error page (docs/product.md §2)', () => {
  // React logs caught render errors; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it("says 'Something went wrong.' with the error's message", async () => {
    renderThrowing(new Error('The printer is on fire.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText('The printer is on fire.')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it("says 'An unexpected error occurred.' when the error has no message", async () => {
    renderThrowing({ weird: true });
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    renderThrowing(new Error(''));
    expect((await screen.findAllByText('An unexpected error occurred.')).length).toBe(2);
  });

  it("shows an API error's message and description", async () => {
    renderThrowing(new ApiError('Device not found', 'No device with id x.', 404, null));
    expect(await screen.findByText('Device not found')).toBeTruthy();
    expect(screen.getByText('No device with id x.')).toBeTruthy();
  });

  it("has 'Start Over' going to / with the session's deviceId", async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    renderThrowing(new Error('x'));
    const startOver = await screen.findByRole('link', { name: 'Start Over' });
    expect(startOver.getAttribute('href')).toBe('/?deviceId=demo-kiosk-0001');
  });

  it('takes the deviceId of the address first', async () => {
    sessionStorage.setItem('deviceId', 'old');
    renderThrowing(new Error('x'), '/broken?deviceId=%20kiosk-9%20');
    const startOver = await screen.findByRole('link', { name: 'Start Over' });
    expect(startOver.getAttribute('href')).toBe('/?deviceId=kiosk-9');
  });

  it("has 'Start Over' going to / when there is no device id", async () => {
    renderThrowing(new Error('x'));
    const startOver = await screen.findByRole('link', { name: 'Start Over' });
    expect(startOver.getAttribute('href')).toBe('/');
  });
});
