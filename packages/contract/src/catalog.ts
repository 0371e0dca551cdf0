import { z } from 'zod';
import { ZCurrency, ZMinor, ZQueryBool, ZSlugId } from './common';
import { ZQueryLocale } from './languages';
import { LANGUAGE_CODES, type TLanguageCode } from './values/languages';

/**
 * A path on this server (one leading slash), or https with a host name or address and an optional port
 * (1–65535); no white space, control character (NUL included) or backslash anywhere. A pattern, so the
 * API document states the same rule.
 */
const SAFE_URL =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /^(?:\/(?:[^/\s\\\x00-\x1f\x7f][^\s\\\x00-\x1f\x7f]*)?|[hH][tT][tT][pP][sS]:\/\/[a-zA-Z0-9](?:[a-zA-Z0-9.-]*[a-zA-Z0-9])?(?::(?:6553[0-5]|655[0-2]\d|65[0-4]\d\d|6[0-4]\d{3}|[1-5]\d{4}|[1-9]\d{0,3}))?(?:[/?#][^\s\\\x00-\x1f\x7f]*)?)$/;
const SAFE_URL_MAX = 500;

/** Whether a link is one a page may show or embed (see {@link ZSafeUrl}). */
export const isSafeUrl = (value: string): boolean => value.length <= SAFE_URL_MAX && SAFE_URL.test(value);

/**
 * A link a page shows or embeds: https, or a path on this server (`/images/…`, one leading slash). No
 * `javascript:`, `data:` or plain http, no `//host` (which would leave the origin), no white space or
 * backslash. The one rule for saving a link and for reading it back: whatever a product save accepts,
 * the product list renders.
 */
export const ZSafeUrl = z
  .string()
  .max(SAFE_URL_MAX)
  .regex(SAFE_URL, 'must be an https: URL or a path on this server starting with one /');

export const ZSkuMetadata = z.object({
  formUrls: z.array(ZSafeUrl),
  isEmergencyDispense: z.boolean(),
  /** Minimum age in whole years, checked on the server; null when none. */
  minAge: z.number().int().positive().nullable(),
  requiresAccessCode: z.boolean(),
  isReservable: z.boolean(),
});
export type TSkuMetadata = z.infer<typeof ZSkuMetadata>;

export const ZSku = z.object({
  id: ZSlugId,
  productId: ZSlugId,
  title: z.string(),
  /** Units available to order now: on hand less held. */
  stock: z.number().int().nonnegative(),
  /** Single packages in the pack; above 1 the pack is a multi-pack dispensed one package at a time. */
  dispenseQuantity: z.number().int().positive(),
  /** The most single packages one order may take of this sku. */
  maxQuantity: z.number().int().positive(),
  /** Price of one single package in minor units; null when the price is unavailable. */
  price: ZMinor.nullable(),
  currency: ZCurrency,
  isFree: z.boolean(),
  metadata: ZSkuMetadata,
  images: z.array(z.string()),
});
export type TSku = z.infer<typeof ZSku>;

export const ZPriceRange = z.object({ min: ZMinor, max: ZMinor });

export const ZProduct = z.object({
  id: ZSlugId,
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  skus: z.array(ZSku),
  currency: ZCurrency,
  /** Lowest and highest known sku price; null when no sku has a price. */
  priceRange: ZPriceRange.nullable(),
  isFree: z.boolean(),
  isOutOfStock: z.boolean(),
  isPriceUnavailable: z.boolean(),
  isMultiPack: z.boolean(),
  isEmergency: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZCatalogQuery = z.object({ locale: ZQueryLocale, isReservable: ZQueryBool }).strict();
export type TCatalogQuery = z.infer<typeof ZCatalogQuery>;

export const ZLocaleQuery = z.object({ locale: ZQueryLocale }).strict();

/** One title of a product or sku in one language. */
export const ZTitle = z.string().min(1).max(200);
/** One product description in one language. */
export const ZDescription = z.string().max(2000);
/**
 * Texts by language: each key one of the 24 text languages (an unknown key is refused, by name), each
 * once; English is the fallback of every other language (what a kiosk shows where a text is missing).
 */
const localeTexts = <T extends z.ZodType>(text: T, isEnglishRequired: boolean) =>
  z
    .object(
      Object.fromEntries(
        LANGUAGE_CODES.map((code) => [code, isEnglishRequired && code === 'en' ? text : text.optional()]),
      ) as Record<TLanguageCode, z.ZodOptional<T>>,
    )
    .strict();
/** Product titles by language; English is required. */
export const ZTitles = localeTexts(ZTitle, true);
/** Product descriptions by language; may be empty. */
export const ZDescriptions = localeTexts(ZDescription, false);
/** Sku titles by language (a sku without one is named by its product). */
export const ZSkuTitles = localeTexts(ZTitle, false);
/** A product's or sku's pictures, in order. */
export const ZImages = z.array(ZSafeUrl).max(10);
/** Where a product or sku stands in the grid, lowest first. */
export const ZSortOrder = z.number().int().min(0).max(10_000);

/** What a sku says of itself, one rule each, for the staff upsert and the console alike. */
export const skuFields = {
  /** Price of one single package in minor units; 0 is free; null is "price unavailable" (not sold). */
  price: ZMinor.max(100_000_00).nullable(),
  dispenseQuantity: z.number().int().min(1).max(24).default(1),
  minAge: z.number().int().min(1).max(99).nullable().default(null),
  requiresAccessCode: z.boolean().default(false),
  /** An emergency kit is always free, whatever price it carries. */
  isEmergencyDispense: z.boolean().default(false),
  isReservable: z.boolean().default(false),
  formUrls: z.array(ZSafeUrl).max(5).default([]),
};

/** Staff upsert of a product and its skus (POST /products). */
export const ZProductUpsert = z
  .object({
    id: ZSlugId,
    titles: ZTitles,
    descriptions: ZDescriptions.default({}),
    images: ZImages.default([]),
    sortOrder: ZSortOrder.default(100),
    skus: z
      .array(
        z
          .object({
            id: ZSlugId,
            titles: ZSkuTitles,
            ...skuFields,
            slot: z
              .string()
              .regex(/^[A-Z][0-9]{1,2}$/)
              .nullable()
              .default(null),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type TProductUpsert = z.infer<typeof ZProductUpsert>;
