import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDiscountSkus } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { getDiscountStatus, optIn, optOut } from './offers.service';
import { accepts, answers } from '../../http/credentials';
import { DISCOUNTS, discountSchema } from './offer-step-route-schema';

/** The order's offers (docs/product.md §7): what is offered, and which the customer chooses. */
export const discountOffersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${DISCOUNTS}/available-offers`,
      {
        config: accepts('kiosk', 'order'),
        schema: discountSchema("The order's skus, each with its offer and state"),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await getDiscountStatus(ctx, device, orderId, request.query.locale) };
      },
    );

    app.get(
      `${DISCOUNTS}/status`,
      {
        config: accepts('kiosk', 'order'),
        schema: discountSchema('The offer step now (the kiosk polls this to follow the phone)'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await getDiscountStatus(ctx, device, orderId, request.query.locale) };
      },
    );

    app.post(
      `${DISCOUNTS}/opt-in`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'No offer can be taken for a sku, the order can no longer take an offer, or the step is past this point.',
          }),
        },
        schema: { ...discountSchema('Choose the offers on these skus'), body: ZDiscountSkus },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await optIn(ctx, device, orderId, request.body.skus, request.query.locale) };
      },
    );

    app.post(
      `${DISCOUNTS}/opt-out`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({ 409: 'The order can no longer take an offer, or the offer step is past this point.' }),
        },
        schema: { ...discountSchema('Decline the offers on these skus'), body: ZDiscountSkus },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await optOut(ctx, device, orderId, request.body.skus, request.query.locale) };
      },
    );
  };
