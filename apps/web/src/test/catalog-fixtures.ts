import type {
  TCatalogProductList,
  TCatalogProductView,
  TCatalogSkuView,
  TCatalogTranslations,
  TKioskAssortment,
} from '@kiosk/contract';
import { CONSOLE_DEVICE } from './console-fixtures';

/**
 * The console catalogue's API data for web tests. `text` marks what the server says (the pseudo-locale
 * test wraps it in ⟪…⟫; the screen tests leave it as it is).
 */
type TText = (text: string) => string;
const plain: TText = (text) => text;

export const catalogSku = (
  overrides: Partial<TCatalogSkuView> = {},
  text: TText = plain,
): TCatalogSkuView => ({
  id: 'naloxone-2-pack',
  productId: 'naloxone',
  titles: { en: text('2-pack'), es: text('Paquete de 2') },
  price: 0,
  isFree: true,
  dispenseQuantity: 1,
  minAge: null,
  requiresAccessCode: false,
  isEmergencyDispense: true,
  isReservable: false,
  formUrls: [],
  images: [],
  sortOrder: 100,
  retiredAt: null,
  ...overrides,
});

/** Naloxone (free, emergency) and condoms (priced, age limit, access code, reservable). */
export const catalogProducts = (text: TText = plain): TCatalogProductView[] => [
  {
    id: 'naloxone',
    titles: { en: text('Naloxone nasal spray'), es: text('Naloxona en aerosol nasal') },
    descriptions: { en: text('Two doses of 4 mg.') },
    images: ['/catalog-images/5d0c7a0e-1f2b-4c3d-8e9f-0a1b2c3d4e5f'],
    sortOrder: 10,
    retiredAt: null,
    skus: [catalogSku({}, text)],
  },
  {
    id: 'condoms',
    titles: { en: text('Condoms') },
    descriptions: {},
    images: [],
    sortOrder: 20,
    retiredAt: null,
    skus: [
      catalogSku(
        {
          id: 'condoms-12',
          productId: 'condoms',
          titles: { en: text('12-pack') },
          price: 599,
          isFree: false,
          minAge: 16,
          requiresAccessCode: true,
          isEmergencyDispense: false,
          isReservable: true,
        },
        text,
      ),
    ],
  },
];

export const catalogOf = (text: TText = plain, currency = 'USD'): TCatalogProductList => ({
  products: catalogProducts(text),
  currency,
});

export const translationsOf = (text: TText = plain): TCatalogTranslations => ({
  languages: [
    { language: 'en', kioskCount: 3, missing: [] },
    {
      language: 'es',
      kioskCount: 2,
      missing: [
        { kind: 'product_title', productId: 'condoms', skuId: null, fallback: text('Condoms') },
        { kind: 'sku_title', productId: 'condoms', skuId: 'condoms-12', fallback: text('12-pack') },
      ],
    },
  ],
});

export const assortmentOf = (text: TText = plain): TKioskAssortment => ({
  deviceId: CONSOLE_DEVICE,
  currency: 'USD',
  offered: [
    {
      skuId: 'naloxone-2-pack',
      productId: 'naloxone',
      productTitle: text('Naloxone nasal spray'),
      skuTitle: text('2-pack'),
      catalogPrice: 0,
      kioskPrice: null,
      price: 0,
      onHand: 12,
    },
    {
      skuId: 'condoms-12',
      productId: 'condoms',
      productTitle: text('Condoms'),
      skuTitle: text('12-pack'),
      catalogPrice: 599,
      kioskPrice: 499,
      price: 499,
      onHand: 3,
    },
  ],
  notOffered: [
    {
      skuId: 'test-kit-1',
      productId: 'test-kit',
      productTitle: text('Pregnancy test'),
      skuTitle: text('Single test'),
      catalogPrice: 500,
    },
  ],
});
