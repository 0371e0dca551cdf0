import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { product, sku } from '../../../test/product-fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { ProductCard } from './product-card';

const priceOf = () => screen.getByTestId('product-price').textContent;

describe('product card (docs/product.md §2 product grid)', () => {
  it('shows a single price in USD and links to the product', () => {
    renderWithProviders(
      <ProductCard product={product({ id: 'pregnancy-test', priceRange: { min: 899, max: 899 } })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pregnancy test' })).toBeTruthy();
    expect(priceOf()).toBe('$8.99');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/products/pregnancy-test');
  });

  it('shows a price range and the number of options', () => {
    renderWithProviders(
      <ProductCard
        product={product({ skus: [sku({ id: 'a' }), sku({ id: 'b' })], priceRange: { min: 100, max: 1299 } })}
      />,
    );
    expect(priceOf()?.replace(/\s/g, ' ')).toBe('$1.00 – $12.99');
    expect(screen.getByText('2 options')).toBeTruthy();
  });

  it('says nothing about options for a single option', () => {
    renderWithProviders(<ProductCard product={product()} />);
    expect(screen.queryByText(/option/)).toBeNull();
  });

  it("shows 'Free' for a free product", () => {
    renderWithProviders(<ProductCard product={product({ isFree: true, priceRange: { min: 0, max: 0 } })} />);
    expect(priceOf()).toBe('Free');
  });

  it("shows 'Price is unavailable' when no price is known", () => {
    renderWithProviders(<ProductCard product={product({ isPriceUnavailable: true, priceRange: null })} />);
    expect(priceOf()).toBe('Price is unavailable');
  });

  it("shows 'Out of stock' and disables the card", () => {
    renderWithProviders(<ProductCard product={product({ isOutOfStock: true })} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(button).getByText('Pregnancy test')).toBeTruthy();
  });

  it('shows the multi-pack notice for a multi-pack', () => {
    renderWithProviders(
      <ProductCard
        product={product({
          isMultiPack: true,
          skus: [sku({ id: 'a', dispenseQuantity: 12 }), sku({ id: 'b', dispenseQuantity: 3 })],
        })}
      />,
    );
    expect(screen.getByText('Multi-pack of 3 or 12: dispensed one package at a time')).toBeTruthy();
  });

  it('has no multi-pack notice and no out-of-stock text for a plain product', () => {
    renderWithProviders(<ProductCard product={product()} />);
    expect(screen.queryByText(/Multi-pack/)).toBeNull();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('marks the emergency product', () => {
    renderWithProviders(<ProductCard product={product({ isEmergency: true, isFree: true })} />);
    expect(screen.getByText('Emergency')).toBeTruthy();
  });

  it('shows the image, or an icon when there is none', () => {
    const { container, unmount } = renderWithProviders(
      <ProductCard product={product({ images: ['/x.png'] })} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    unmount();
    const second = renderWithProviders(<ProductCard product={product()} />);
    expect(second.container.querySelector('img')).toBeNull();
    expect(second.container.querySelector('svg')).toBeTruthy();
  });
});
