import { CONSOLE_API, fillPath } from '@kiosk/contract/values';
import type {
  TAssortmentUpdate,
  TCatalogProductCreate,
  TCatalogProductEdit,
  TCatalogSkuCreate,
  TCatalogSkuEdit,
} from '@kiosk/contract';
import { apiRequest } from './http';

/** The console's catalogue (products, skus, pictures, translations) and each kiosk's assortment. */

/** GET /console/catalog/products: every product with its skus, all languages' texts. */
export const fetchCatalog = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.catalogProducts, { schema: (c) => c.ZCatalogProductList, signal });

/** GET /console/catalog/products/{productId}: one product with its skus. */
export const fetchCatalogProduct = (productId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(CONSOLE_API.catalogProduct, { productId }), {
    schema: (c) => c.ZCatalogProductView,
    signal,
  });

/** POST /console/catalog/products: a new product with its skus. */
export const createCatalogProduct = (input: TCatalogProductCreate) =>
  apiRequest(CONSOLE_API.catalogProducts, {
    method: 'POST',
    body: input,
    schema: (c) => c.ZCatalogProductView,
  });

/** PUT /console/catalog/products/{productId}: the product's own fields (its skus apart). */
export const editCatalogProduct = (productId: string, input: TCatalogProductEdit) =>
  apiRequest(fillPath(CONSOLE_API.catalogProduct, { productId }), {
    method: 'PUT',
    body: input,
    schema: (c) => c.ZCatalogProductView,
  });

/** POST /console/catalog/products/{productId}/skus: a new sku of a product. */
export const createCatalogSku = (productId: string, input: TCatalogSkuCreate) =>
  apiRequest(fillPath(CONSOLE_API.catalogProductSkus, { productId }), {
    method: 'POST',
    body: input,
    schema: (c) => c.ZCatalogSkuView,
  });

/** PUT /console/catalog/skus/{skuId}: every field of a sku. */
export const editCatalogSku = (skuId: string, input: TCatalogSkuEdit) =>
  apiRequest(fillPath(CONSOLE_API.catalogSku, { skuId }), {
    method: 'PUT',
    body: input,
    schema: (c) => c.ZCatalogSkuView,
  });

/** POST (retire) or DELETE (bring back) /console/catalog/products/{productId}/retirement. */
export const setCatalogProductRetired = (productId: string, isRetired: boolean) =>
  apiRequest(fillPath(CONSOLE_API.catalogProductRetirement, { productId }), {
    method: isRetired ? 'POST' : 'DELETE',
    schema: (c) => c.ZCatalogProductView,
  });

/** POST (retire) or DELETE (bring back) /console/catalog/skus/{skuId}/retirement. */
export const setCatalogSkuRetired = (skuId: string, isRetired: boolean) =>
  apiRequest(fillPath(CONSOLE_API.catalogSkuRetirement, { skuId }), {
    method: isRetired ? 'POST' : 'DELETE',
    schema: (c) => c.ZCatalogSkuView,
  });

/** POST /console/catalog/images: the picture's bytes, sent with its own type; its stored path comes back. */
export const uploadCatalogImage = (file: File) =>
  apiRequest(CONSOLE_API.catalogImages, {
    method: 'POST',
    file,
    fileType: file.type || undefined,
    schema: (c) => c.ZCatalogImage,
  });

/** GET /console/catalog/translations: per language, the texts it lacks and what shows instead. */
export const fetchCatalogTranslations = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.catalogTranslations, { schema: (c) => c.ZCatalogTranslations, signal });

/** GET /console/kiosks/{deviceId}/assortment: the skus a kiosk offers in order, and the rest. */
export const fetchAssortment = (deviceId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(CONSOLE_API.kioskAssortment, { deviceId }), {
    schema: (c) => c.ZKioskAssortment,
    signal,
  });

/** PUT /console/kiosks/{deviceId}/assortment: every sku the kiosk offers, in order, with its own prices. */
export const saveAssortment = (deviceId: string, input: TAssortmentUpdate) =>
  apiRequest(fillPath(CONSOLE_API.kioskAssortment, { deviceId }), {
    method: 'PUT',
    body: input,
    schema: (c) => c.ZKioskAssortment,
  });
