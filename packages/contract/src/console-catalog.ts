import { z } from 'zod';
import { ZDescriptions, ZImages, ZSkuTitles, ZSortOrder, ZTitles, skuFields } from './catalog';
import { ZCurrency, ZMinor, ZSlugId, ZUuid } from './common';
import { ZLocale } from './languages';
import { CATALOG_IMAGE_TYPES, CATALOG_TEXT_KINDS } from './values/console';

/**
 * The programme-wide catalogue as the console runs it: every product and sku with all its texts. The
 * field rules are the staff upsert's (`./catalog`), written once there.
 */

/** A sku as the console sends it: every field (an edit sends them all again). */
const skuInputFields = {
  titles: ZSkuTitles.default({}),
  ...skuFields,
  images: ZImages.default([]),
  sortOrder: ZSortOrder.default(100),
};

/** `POST /console/catalog/products/{productId}/skus`: a new sku of the product. */
export const ZCatalogSkuCreate = z.object({ id: ZSlugId, ...skuInputFields }).strict();
export type TCatalogSkuCreate = z.infer<typeof ZCatalogSkuCreate>;

/** `PUT /console/catalog/skus/{skuId}`: the sku's fields, all of them (its id and product stay). */
export const ZCatalogSkuEdit = z.object(skuInputFields).strict();
export type TCatalogSkuEdit = z.infer<typeof ZCatalogSkuEdit>;

const productFields = {
  titles: ZTitles,
  descriptions: ZDescriptions.default({}),
  images: ZImages.default([]),
  sortOrder: ZSortOrder.default(100),
};

/** `POST /console/catalog/products`: a new product with its skus (each sku id once). */
export const ZCatalogProductCreate = z
  .object({
    id: ZSlugId,
    ...productFields,
    skus: z
      .array(ZCatalogSkuCreate)
      .min(1)
      .max(20)
      .superRefine((list, ctx) => {
        const ids = list.map((s) => s.id);
        const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (duplicate >= 0)
          ctx.addIssue({
            code: 'custom',
            path: [duplicate, 'id'],
            message: 'each sku id may appear only once',
          });
      })
      .describe('Each sku id at most once.'),
  })
  .strict();
export type TCatalogProductCreate = z.infer<typeof ZCatalogProductCreate>;

/** `PUT /console/catalog/products/{productId}`: the product's own fields, all of them (skus apart). */
export const ZCatalogProductEdit = z.object(productFields).strict();
export type TCatalogProductEdit = z.infer<typeof ZCatalogProductEdit>;

export const ZCatalogProductParams = z.object({ productId: ZSlugId }).strict();
export const ZCatalogSkuParams = z.object({ skuId: ZSlugId }).strict();
export const ZCatalogImageParams = z.object({ imageId: ZUuid }).strict();

/** A sku as stored, every language's texts. `isFree`: price 0, or an emergency kit. */
export const ZCatalogSkuView = z.object({
  id: ZSlugId,
  productId: ZSlugId,
  titles: z.record(z.string(), z.string()),
  price: ZMinor.nullable(),
  isFree: z.boolean(),
  dispenseQuantity: z.number().int().positive(),
  minAge: z.number().int().positive().nullable(),
  requiresAccessCode: z.boolean(),
  isEmergencyDispense: z.boolean(),
  isReservable: z.boolean(),
  formUrls: z.array(z.string()),
  images: z.array(z.string()),
  sortOrder: z.number().int(),
  /** When it was retired (hidden from every kiosk, its history kept); null while in the catalogue. */
  retiredAt: z.string().nullable(),
});
export type TCatalogSkuView = z.infer<typeof ZCatalogSkuView>;

/** A product as stored, with its skus (retired ones included, marked), every language's texts. */
export const ZCatalogProductView = z.object({
  id: ZSlugId,
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  images: z.array(z.string()),
  sortOrder: z.number().int(),
  retiredAt: z.string().nullable(),
  skus: z.array(ZCatalogSkuView),
});
export type TCatalogProductView = z.infer<typeof ZCatalogProductView>;

/**
 * `GET /console/catalog/products`: every product, in grid order, retired ones included, and the currency
 * their prices are amounts of: the programme's (`PROGRAMME_CURRENCY`).
 */
export const ZCatalogProductList = z.object({
  products: z.array(ZCatalogProductView),
  currency: ZCurrency,
});
export type TCatalogProductList = z.infer<typeof ZCatalogProductList>;

/**
 * `POST /console/catalog/images` answer: the stored picture. `path` (`/catalog-images/<id>`) is what a
 * product's or sku's `images` takes. The same bytes uploaded again give the same picture.
 */
export const ZCatalogImage = z.object({
  id: ZUuid,
  path: z.string(),
  contentType: z.enum(CATALOG_IMAGE_TYPES),
  size: z.number().int().positive(),
  sha256: z.string(),
});
export type TCatalogImage = z.infer<typeof ZCatalogImage>;

/** One text missing in a language, and what a kiosk shows instead (the English text). */
export const ZMissingText = z.object({
  kind: z.enum(CATALOG_TEXT_KINDS),
  productId: ZSlugId,
  /** The sku, for a sku title; null for a product's text. */
  skuId: ZSlugId.nullable(),
  fallback: z.string(),
});
export type TMissingText = z.infer<typeof ZMissingText>;

/** One language: how many kiosks offer it and the texts it lacks (retired products and skus left out). */
export const ZLanguageCoverage = z.object({
  language: ZLocale,
  kioskCount: z.number().int().nonnegative(),
  missing: z.array(ZMissingText),
});
export type TLanguageCoverage = z.infer<typeof ZLanguageCoverage>;

/** `GET /console/catalog/translations`: the 24 languages, in the order of the language list. */
export const ZCatalogTranslations = z.object({ languages: z.array(ZLanguageCoverage) });
export type TCatalogTranslations = z.infer<typeof ZCatalogTranslations>;
