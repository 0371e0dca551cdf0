import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { getProduct, listProducts, saveProduct } from './catalog.service';
import { bearerOf } from '../staff/bearer';
import { requireStaff } from '../staff/staff-auth.service';

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

    app.post(
      API.products,
      {
        schema: {
          tags: ['catalog', 'staff'],
          summary: 'Create or update a product and its skus (staff)',
          security: [{ bearer: [] }],
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          body: ZProductUpsert,
          response: { 200: envelope(ZProduct) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        await requireStaff(ctx, device, bearerOf(request));
        return { data: await saveProduct(ctx.db, device, request.body, request.query.locale) };
      },
    );
  };
