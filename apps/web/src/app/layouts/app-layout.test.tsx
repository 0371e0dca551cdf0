import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-app';
import { AppLayout } from './app-layout';

const heightOf = (element: Element) => getComputedStyle(element).height;

describe('layout (docs/product.md §2)', () => {
  it('has a fixed 64 px header with the product logo', () => {
    renderWithProviders(<AppLayout kind="kiosk">x</AppLayout>);
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('HealthPoint');
    expect(getComputedStyle(header).position).toBe('fixed');
    expect(heightOf(header)).toBe('64px');
  });

  it('caps the main content at 1200 px', () => {
    renderWithProviders(<AppLayout kind="mobile">content</AppLayout>);
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('content');
    expect(getComputedStyle(main).maxWidth).toBe('1200px');
  });

  it('shows an optional 66 px footer and page title', () => {
    renderWithProviders(
      <AppLayout kind="user" title="Stock" footer={<span>actions</span>}>
        x
      </AppLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Stock' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe('actions');
    expect(heightOf(footer)).toBe('66px');
    expect(getComputedStyle(footer).position).toBe('sticky');
  });

  it('has no footer or title unless asked', () => {
    renderWithProviders(<AppLayout kind="kiosk">x</AppLayout>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(<AppLayout kind="kiosk">x</AppLayout>);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});
