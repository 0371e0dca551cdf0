import type { TProduct, TSku } from '@kiosk/contract';

export const sku = (overrides: Partial<TSku> = {}): TSku => ({
  id: 'sku-1',
  productId: 'product-1',
  title: 'One',
  stock: 5,
  dispenseQuantity: 1,
  maxQuantity: 3,
  price: 500,
  currency: 'USD',
  isFree: false,
  metadata: {
    formUrls: [],
    isEmergencyDispense: false,
    minAge: null,
    requiresAccessCode: false,
    isReservable: false,
  },
  images: [],
  ...overrides,
});

export const product = (overrides: Partial<TProduct> = {}): TProduct => ({
  id: 'product-1',
  title: 'Pregnancy test',
  description: '',
  images: [],
  skus: [sku()],
  currency: 'USD',
  priceRange: { min: 500, max: 500 },
  isFree: false,
  isOutOfStock: false,
  isPriceUnavailable: false,
  isMultiPack: false,
  isEmergency: false,
  ...overrides,
});
