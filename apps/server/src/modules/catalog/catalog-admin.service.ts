import type {
  TCatalogProductCreate,
  TCatalogProductEdit,
  TCatalogProductView,
  TCatalogSkuCreate,
  TCatalogSkuEdit,
  TCatalogSkuView,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import { recordChange, type TAuthor } from '../audit/audit.service';
import {
  findProduct,
  insertProduct,
  insertSku,
  listAllProducts,
  listAllSkus,
  lockProduct,
  lockSku,
  setProductRetired,
  setSkuRetired,
  skusOfProduct,
  updateProduct,
  updateSku,
  type ProductFields,
  type ProductRecord,
  type SkuFields,
  type SkuRecord,
} from './catalog-admin.repository';
import { unitPriceOf } from './catalog.service';
import { refuseEmergencyPackClash } from './assortment.service';

type Texts = Record<string, string>;

/** The texts as stored: the languages that have one. */
const textsOf = (texts: Partial<Record<string, string | undefined>>): Texts =>
  Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => e[1] !== undefined));

export const skuView = (row: SkuRecord): TCatalogSkuView => ({
  id: row.id,
  productId: row.productId,
  titles: row.titles,
  price: row.price,
  isFree: unitPriceOf(row) === 0,
  dispenseQuantity: row.dispenseQuantity,
  minAge: row.minAge,
  requiresAccessCode: row.requiresAccessCode,
  isEmergencyDispense: row.isEmergencyDispense,
  isReservable: row.isReservable,
  formUrls: row.formUrls,
  images: row.images,
  sortOrder: row.sortOrder,
  retiredAt: row.retiredAt?.toISOString() ?? null,
});

export const productView = (row: ProductRecord, productSkus: SkuRecord[]): TCatalogProductView => ({
  id: row.id,
  titles: row.titles,
  descriptions: row.descriptions,
  images: row.images,
  sortOrder: row.sortOrder,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  skus: productSkus.map(skuView),
});

const productFieldsOf = (input: TCatalogProductEdit): ProductFields => ({
  titles: textsOf(input.titles),
  descriptions: textsOf(input.descriptions),
  images: input.images,
  sortOrder: input.sortOrder,
});

const skuFieldsOf = (input: TCatalogSkuEdit): SkuFields => ({
  titles: textsOf(input.titles),
  price: input.price,
  dispenseQuantity: input.dispenseQuantity,
  minAge: input.minAge,
  requiresAccessCode: input.requiresAccessCode,
  isEmergencyDispense: input.isEmergencyDispense,
  isReservable: input.isReservable,
  formUrls: input.formUrls,
  images: input.images,
  sortOrder: input.sortOrder,
});

/** What the audit log records of a product or sku: its fields, no id (the entry's subject). */
const recorded = ({ id: _id, retiredAt, ...fields }: ProductRecord | SkuRecord): Record<string, unknown> => ({
  ...fields,
  retiredAt: retiredAt?.toISOString() ?? null,
});

/** 409 naming the field whose id another product or sku has. */
const idTaken = (field: string, what: 'product' | 'sku') =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.validation.description',
    params: { field, detail: `is the id of another ${what}` },
    field,
  });

/** Every product with its skus, in grid order, retired ones included. */
export async function listCatalog(db: Db): Promise<TCatalogProductView[]> {
  const [productRows, skuRows] = await Promise.all([listAllProducts(db), listAllSkus(db)]);
  return productRows.map((p) =>
    productView(
      p,
      skuRows.filter((s) => s.productId === p.id),
    ),
  );
}

/** One product with its skus: 404 when there is none. */
export async function catalogProduct(db: Db, productId: string): Promise<TCatalogProductView> {
  const row = await findProduct(db, productId);
  if (!row) throw notFound('product');
  return productView(row, await skusOfProduct(db, productId));
}

async function lockProductOr404(db: Db, productId: string): Promise<ProductRecord> {
  const row = await lockProduct(db, productId);
  if (!row) throw notFound('product');
  return row;
}

async function lockSkuOr404(db: Db, skuId: string): Promise<SkuRecord> {
  const row = await lockSku(db, skuId);
  if (!row) throw notFound('product');
  return row;
}

/** Inserts a sku of the product and records it, on the caller's transaction. */
async function insertNewSku(
  tx: Db,
  author: TAuthor,
  productId: string,
  input: TCatalogSkuCreate,
  field: string,
): Promise<void> {
  if (!(await insertSku(tx, input.id, productId, skuFieldsOf(input)))) throw idTaken(field, 'sku');
  const row = (await lockSku(tx, input.id))!;
  await recordChange(tx, author, {
    action: 'sku.created',
    subjectKind: 'sku',
    subjectId: input.id,
    after: recorded(row),
  });
}

/**
 * Inserts a product with its skus and records each, on the caller's transaction: the one way a product is
 * made (the console, the demo seed). An id taken: 409 naming the field.
 */
export async function createProductIn(
  tx: Db,
  author: TAuthor,
  input: TCatalogProductCreate,
): Promise<TCatalogProductView> {
  if (!(await insertProduct(tx, input.id, productFieldsOf(input)))) throw idTaken('id', 'product');
  const row = (await lockProduct(tx, input.id))!;
  await recordChange(tx, author, {
    action: 'product.created',
    subjectKind: 'product',
    subjectId: input.id,
    after: recorded(row),
  });
  for (const [index, sku] of input.skus.entries())
    await insertNewSku(tx, author, input.id, sku, `skus.${index}.id`);
  return productView(row, await skusOfProduct(tx, input.id));
}

/** A new product with its skus, each recorded: all or nothing (an id taken: 409, nothing written). */
export async function createProduct(
  ctx: AppContext,
  author: TAuthor,
  input: TCatalogProductCreate,
): Promise<TCatalogProductView> {
  return ctx.db.transaction((tx) => createProductIn(tx, author, input));
}

/** Edits a product's own fields (every one), recorded with the values before and after. */
export async function editProduct(
  ctx: AppContext,
  author: TAuthor,
  productId: string,
  input: TCatalogProductEdit,
): Promise<TCatalogProductView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProductOr404(tx, productId);
    await updateProduct(tx, productId, productFieldsOf(input));
    const after = (await lockProduct(tx, productId))!;
    await recordChange(tx, author, {
      action: 'product.edited',
      subjectKind: 'product',
      subjectId: productId,
      before: recorded(before),
      after: recorded(after),
    });
    return productView(after, await skusOfProduct(tx, productId));
  });
}

/** Adds a sku to a product and records it, on the caller's transaction (404 without it; 409: id taken). */
export async function addSkuIn(
  tx: Db,
  author: TAuthor,
  productId: string,
  input: TCatalogSkuCreate,
): Promise<TCatalogProductView> {
  const product = await lockProductOr404(tx, productId);
  await insertNewSku(tx, author, productId, input, 'id');
  return productView(product, await skusOfProduct(tx, productId));
}

/** Adds a sku to a product (404 without it; 409 when the sku id is taken). */
export async function addSku(
  ctx: AppContext,
  author: TAuthor,
  productId: string,
  input: TCatalogSkuCreate,
): Promise<TCatalogProductView> {
  return ctx.db.transaction((tx) => addSkuIn(tx, author, productId, input));
}

/** Edits a sku (every field), recorded with the values before and after. */
export async function editSku(
  ctx: AppContext,
  author: TAuthor,
  skuId: string,
  input: TCatalogSkuEdit,
): Promise<TCatalogSkuView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockSkuOr404(tx, skuId);
    await updateSku(tx, skuId, skuFieldsOf(input));
    const after = (await lockSku(tx, skuId))!;
    if (after.isEmergencyDispense && !before.isEmergencyDispense)
      await refuseEmergencyPackClash(tx, skuId, 'isEmergencyDispense');
    await recordChange(tx, author, {
      action: 'sku.edited',
      subjectKind: 'sku',
      subjectId: skuId,
      before: recorded(before),
      after: recorded(after),
    });
    return skuView(after);
  });
}

/**
 * Retires a product (`isRetired`) or brings it back: a retired product is hidden from every kiosk and
 * cannot be ordered; its orders, reports and audit stay. 409 when it already is as asked.
 */
export async function setProductRetirement(
  ctx: AppContext,
  author: TAuthor,
  productId: string,
  isRetired: boolean,
): Promise<TCatalogProductView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProductOr404(tx, productId);
    if ((before.retiredAt !== null) === isRetired) throw conflict('error.conflict');
    await setProductRetired(tx, productId, isRetired ? new Date() : null);
    const after = (await lockProduct(tx, productId))!;
    await recordChange(tx, author, {
      action: isRetired ? 'product.retired' : 'product.restored',
      subjectKind: 'product',
      subjectId: productId,
      before: { retiredAt: before.retiredAt?.toISOString() ?? null },
      after: { retiredAt: after.retiredAt?.toISOString() ?? null },
    });
    return productView(after, await skusOfProduct(tx, productId));
  });
}

/** Retires a sku or brings it back, as {@link setProductRetirement} does a product. */
export async function setSkuRetirement(
  ctx: AppContext,
  author: TAuthor,
  skuId: string,
  isRetired: boolean,
): Promise<TCatalogSkuView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockSkuOr404(tx, skuId);
    if ((before.retiredAt !== null) === isRetired) throw conflict('error.conflict');
    await setSkuRetired(tx, skuId, isRetired ? new Date() : null);
    const after = (await lockSku(tx, skuId))!;
    await recordChange(tx, author, {
      action: isRetired ? 'sku.retired' : 'sku.restored',
      subjectKind: 'sku',
      subjectId: skuId,
      before: { retiredAt: before.retiredAt?.toISOString() ?? null },
      after: { retiredAt: after.retiredAt?.toISOString() ?? null },
    });
    return skuView(after);
  });
}
