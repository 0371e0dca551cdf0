import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOG_IMAGE_MAX_BYTES,
  CATALOG_IMAGE_PATH,
  CATALOG_IMAGE_TYPES,
  CONSOLE_API,
  ZCatalogImage,
  ZCatalogImageParams,
  envelope,
  type TCatalogImage,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { accepts, answers, operatorAs } from '../../http/credentials';
import { operatorOnly, consoleScope } from '../console/console-scope';
import { operatorAuthor } from '../audit/audit.service';
import { matchesEtag } from './catalog-cache';
import { catalogImage, imageTooLarge, notAnImage, storeImage } from './catalog-images.service';

/**
 * Reads a picture's body, refusing it (413) as soon as it passes the limit: never more than the limit is
 * held, whatever the Content-Length says.
 */
function readLimited(payload: Readable, done: (error: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let isDone = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (isDone) return;
    isDone = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > CATALOG_IMAGE_MAX_BYTES) {
      payload.removeAllListeners('data');
      payload.resume();
      finish(imageTooLarge());
    } else chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error) => finish(error));
}

const typeOf = (header: string | undefined): TCatalogImage['contentType'] | undefined =>
  CATALOG_IMAGE_TYPES.find((t) => t === header?.split(';')[0]?.trim().toLowerCase());

/** A body of any other type is refused before it is read (415, the field named). */
const picturesOnly = async (request: FastifyRequest) => {
  if (!typeOf(request.headers['content-type']))
    throw notAnImage('send it as image/png, image/jpeg or image/webp');
};

/** The console's upload of a catalogue picture: the raw bytes of a PNG, JPEG or WebP (admin). */
export const catalogImageUploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);
    // Only the three picture types have a parser: any other Content-Type is a 415 before the handler.
    app.addContentTypeParser([...CATALOG_IMAGE_TYPES], (request, payload, done) => {
      const length = Number(request.headers['content-length']);
      if (length > CATALOG_IMAGE_MAX_BYTES) return done(imageTooLarge());
      readLimited(payload, done);
    });

    app.post(
      CONSOLE_API.catalogImages,
      {
        onRequest: picturesOnly,
        config: {
          ...operatorAs('admin'),
          ...answers({
            413: 'The picture is larger than 2 MB: nothing was stored.',
            415: 'The body is not a PNG, JPEG or WebP picture, or its bytes are not the stated type: nothing was stored.',
          }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Stores a catalogue picture: the raw bytes as the body (image/png, image/jpeg or image/webp, at most 2 MB), checked to be that type; answers its path for `images` (operator)',
          response: { 201: envelope(ZCatalogImage) },
        },
      },
      async (request, reply) => {
        const image = await storeImage(
          ctx,
          operatorAuthor(request.caller),
          typeOf(request.headers['content-type'])!,
          request.body as Buffer,
        );
        return reply.code(201).send({ data: image });
      },
    );
  };

/** Catalogue pictures, for every page that shows the catalogue: no credential, cached for good. */
export const catalogImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CATALOG_IMAGE_PATH,
      {
        config: accepts('none'),
        schema: {
          tags: ['catalog'],
          summary:
            'A catalogue picture, as stored (its type, nosniff); immutable: its ETag is its sha256, cached for a year',
          params: ZCatalogImageParams,
        },
      },
      async (request, reply) => {
        const image = await catalogImage(ctx.db, request.params.imageId);
        if (!image) throw notFound('route');
        const etag = `"${image.sha256}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(image.contentType).send(Buffer.from(image.bytes));
      },
    );
  };
