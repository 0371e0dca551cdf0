import { createHash } from 'node:crypto';
import { CATALOG_IMAGE_MAX_BYTES, CATALOG_IMAGE_PATH, fillPath, type TCatalogImage } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordChange, type TAuthor } from '../audit/audit.service';
import {
  findImage,
  findImageBySha256,
  insertImage,
  type CatalogImageMeta,
  type CatalogImageRow,
} from './catalog-images.repository';

type ImageType = TCatalogImage['contentType'];

/**
 * How each stored type begins (its signature): PNG's eight bytes, JPEG's start-of-image marker and the
 * RIFF container of WebP (`RIFF`, a length, `WEBP`). `null` is any byte.
 */
const SIGNATURES: Record<ImageType, (number | null)[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/webp': [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
};

/** Whether the bytes really are a picture of this type (its signature, and something after it). */
export const isImageOfType = (bytes: Uint8Array, type: ImageType): boolean => {
  const signature = SIGNATURES[type];
  return bytes.length > signature.length && signature.every((b, i) => b === null || bytes[i] === b);
};

/** 413 for a picture over the limit, in the error shape. */
export const imageTooLarge = () =>
  new AppError({
    code: 'payload_too_large',
    status: 413,
    message: 'error.payloadTooLarge',
    description: 'error.payloadTooLarge.description',
    params: { limit: CATALOG_IMAGE_MAX_BYTES },
    field: 'body',
  });

/** 415 for a body that is not a picture of a stored type, in the error shape. */
export const notAnImage = (detail: string) =>
  new AppError({
    code: 'validation',
    status: 415,
    message: 'error.unsupportedMediaType',
    description: 'error.validation.description',
    params: { field: 'body', detail },
    field: 'body',
  });

export const imagePath = (id: string): string => fillPath(CATALOG_IMAGE_PATH, { imageId: id });

const imageView = (row: CatalogImageMeta): TCatalogImage => ({
  id: row.id,
  path: imagePath(row.id),
  contentType: row.contentType as ImageType,
  size: row.size,
  sha256: row.sha256,
});

/**
 * Stores an uploaded picture after checking its bytes are the stated type and within the limit (else
 * 415 or 413, nothing stored), and records it. The same bytes again give the picture stored before.
 */
export async function storeImage(
  ctx: AppContext,
  author: TAuthor,
  contentType: ImageType,
  bytes: Uint8Array,
): Promise<TCatalogImage> {
  if (bytes.length > CATALOG_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (!isImageOfType(bytes, contentType)) throw notAnImage(`the bytes are not a ${contentType} picture`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return ctx.db.transaction(async (tx) => {
    const stored = await insertImage(tx, {
      contentType,
      bytes: Buffer.from(bytes),
      size: bytes.length,
      sha256,
    });
    if (!stored) return imageView((await findImageBySha256(tx, sha256))!);
    await recordChange(tx, author, {
      action: 'catalog_image.uploaded',
      subjectKind: 'catalog_image',
      subjectId: stored.id,
      after: { contentType, size: bytes.length, sha256, path: imagePath(stored.id) },
    });
    return imageView(stored);
  });
}

/** A stored picture with its bytes, or undefined. */
export async function catalogImage(db: Db, id: string): Promise<CatalogImageRow | undefined> {
  return findImage(db, id);
}
