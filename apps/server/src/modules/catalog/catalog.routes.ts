import type { FastifyReply } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  ZCatalogQuery,
  ZDeviceParams,
  ZLocaleQuery,
  ZProduct,
  ZProductParams,
  ZProductUpsert,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { cachedList, matchesEtag, PRODUCT_LISTS } from './catalog-cache';
import { getProduct, listProducts, saveProduct } from './catalog.service';
import { accepts } from '../../http/credentials';

const ZProductList = envelope(z.array(ZProduct));
/** The list's body as the route's response schema checks and serialises it, once per cached body. */
const serialiseList = serializerCompiler({ schema: ZProductList, method: 'GET', url: API.products });

export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.products,
      {
        config: accepts('none'),
        schema: {
          tags: ['catalog'],
          summary: 'Products the device stocks, with price or price range and availability',
          params: ZDeviceParams,
          querystring: ZCatalogQuery,
          response: { 200: ZProductList, 304: z.void().describe('Not modified: the If-None-Match ETag') },
        },
      },
      async (request, reply) => {
        const { deviceId } = request.params;
        const { locale, isReservable } = request.query;
        const key = `${deviceId} ${locale} ${isReservable ?? ''}`;
        const list = await ctx.caches.of(PRODUCT_LISTS).get(key, async () => {
          const device = await requireDevice(ctx, deviceId);
          return cachedList(
            serialiseList({ data: await listProducts(ctx.db, device, locale, isReservable) }),
          );
        });
        // Cached by the browser but checked every time: a kiosk's repeated fetch is answered 304.
        reply.header('etag', list.etag).header('cache-control', 'no-cache');
        if (matchesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
        // Already serialised: a plain reply sends the string as it is.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(list.body);
      },
    );

    app.get(
      API.product,
      {
        config: accepts('none'),
        schema: {
          tags: ['catalog'],
          summary: 'One product with its skus',
          params: ZProductParams,
          querystring: ZCatalogQuery,
          response: { 200: envelope(ZProduct) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { locale, isReservable } = request.query;
        return { data: await getProduct(ctx.db, device, request.params.productId, locale, isReservable) };
      },
    );

    app.post(
      API.products,
      {
        config: accepts('staff'),
        schema: {
          tags: ['catalog', 'staff'],
          summary: 'Create or update a product and its skus (staff)',
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          body: ZProductUpsert,
          response: { 200: envelope(ZProduct) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await saveProduct(ctx.db, device, request.body, request.query.locale) };
      },
    );
  };
