import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZCatalogQuery, ZDeviceParams, ZProduct, ZProductParams, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { getProduct, listProducts } from './catalog.service';

export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.products,
      {
        schema: {
          tags: ['catalog'],
          summary: 'Products the device stocks, with price or price range and availability',
          params: ZDeviceParams,
          querystring: ZCatalogQuery,
          response: { 200: envelope(z.array(ZProduct)) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        const { locale, isReservable } = request.query;
        return { data: await listProducts(ctx.db, device, locale, isReservable) };
      },
    );

    app.get(
      API.product,
      {
        schema: {
          tags: ['catalog'],
          summary: 'One product with its skus',
          params: ZProductParams,
          querystring: ZCatalogQuery,
          response: { 200: envelope(ZProduct) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        const { locale, isReservable } = request.query;
        return { data: await getProduct(ctx.db, device, request.params.productId, locale, isReservable) };
      },
    );
  };
