import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CATALOG_IMAGE_MAX_BYTES,
  ZCatalogImage,
  ZCatalogProductView,
  envelope,
  isSafeUrl,
} from '@kiosk/contract';
import { rowsOf } from '../../db/client';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { operatorAuth } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';
import { isImageOfType } from './catalog-images.service';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 5),
]);

describe('the picture signatures', () => {
  it('knows each stored type by its first bytes and refuses the others', () => {
    expect(isImageOfType(PNG, 'image/png')).toBe(true);
    expect(isImageOfType(JPEG, 'image/jpeg')).toBe(true);
    expect(isImageOfType(WEBP, 'image/webp')).toBe(true);
    expect(isImageOfType(JPEG, 'image/png')).toBe(false);
    expect(isImageOfType(Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'image/webp')).toBe(false);
    expect(isImageOfType(Buffer.from('<svg onload="alert(1)"/>'), 'image/png')).toBe(false);
    expect(isImageOfType(PNG.subarray(0, 8), 'image/png')).toBe(false); // the signature alone
  });
});

describe.each(DB_KINDS)('catalogue pictures on %s', (kind) => {
  const t = useTestApp(kind);
  const upload = async (body: Buffer | string, contentType: string) =>
    t.rawApp.inject({
      method: 'POST',
      url: '/console/catalog/images',
      headers: { ...(await operatorAuth(t)), 'content-type': contentType },
      payload: body,
    });
  const imageCount = async () =>
    rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from catalog_images`))[0]!.n;

  it('stores a picture, serves it to anyone as stored (nosniff, strong ETag, immutable), and a product takes its path', async () => {
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const image = envelope(ZCatalogImage).parse(res.json()).data;
    expect(image).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      path: `/catalog-images/${image.id}`,
    });
    expect(image.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(isSafeUrl(image.path)).toBe(true);

    const served = await t.rawApp.inject({ url: image.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      etag: `"${image.sha256}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const again = await t.rawApp.inject({
      url: image.path,
      headers: { 'if-none-match': `"${image.sha256}"` },
    });
    expect(again.statusCode).toBe(304);
    expectError(await t.rawApp.inject({ url: '/catalog-images/00000000-0000-4000-8000-000000000000' }), 404);

    // The same bytes again: the same picture, stored once and recorded once.
    const same = envelope(ZCatalogImage).parse((await upload(PNG, 'image/png')).json()).data;
    expect(same.id).toBe(image.id);
    expect((await auditRows(t.ctx.db)).filter((r) => r.subject_kind === 'catalog_image')).toHaveLength(1);

    const headers = await operatorAuth(t);
    const product = envelope(ZCatalogProductView).parse(
      (await t.rawApp.inject({ url: '/console/catalog/products/pregnancy-test', headers })).json(),
    ).data;
    const edited = await t.rawApp.inject({
      method: 'PUT',
      url: '/console/catalog/products/pregnancy-test',
      headers,
      payload: {
        titles: product.titles,
        descriptions: product.descriptions,
        images: [image.path],
        sortOrder: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope(ZCatalogProductView).parse(edited.json()).data.images).toEqual([image.path]);
  });

  it.each([
    ['a type it does not store', () => PNG, 'image/gif', 415],
    ['bytes that are not the stated type', () => JPEG, 'image/png', 415],
    ['a script sent as a picture', () => Buffer.from('<svg onload="alert(1)"/>'), 'image/webp', 415],
    ['JSON', () => '{"a":1}', 'application/json', 415],
    [
      'a picture over 2 MB',
      () => Buffer.concat([PNG, Buffer.alloc(CATALOG_IMAGE_MAX_BYTES)]),
      'image/png',
      413,
    ],
  ])('refuses %s in the error shape, nothing stored', async (_name, body, contentType, status) => {
    const before = [await snapshot(t.ctx.db), await imageCount(), (await auditRows(t.ctx.db)).length];
    const res = await upload(body(), contentType);
    expect(expectError(res, status).field).toBe('body');
    expect([await snapshot(t.ctx.db), await imageCount(), (await auditRows(t.ctx.db)).length]).toEqual(
      before,
    );
  });

  it('takes a picture of exactly 2 MB', async () => {
    const res = await upload(
      Buffer.concat([PNG, Buffer.alloc(CATALOG_IMAGE_MAX_BYTES - PNG.length, 9)]),
      'image/png',
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
