import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDiscountSkus } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { getOfferStatus, optIn, optOut } from './offers.service';
import { accepts, answers } from '../../http/credentials';
import { OFFER_STEP_PATH, offerStepSchema } from './offer-step-route-schema';

/** The order's offers (docs/product.md §7): what is offered, and which the customer chooses. */
export const offerChoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${OFFER_STEP_PATH}/available-offers`,
      {
        config: accepts('kiosk', 'order'),
        schema: offerStepSchema("The order's skus, each with its offer and state"),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await getOfferStatus(ctx, device, orderId, request.query.locale) };
      },
    );

    app.get(
      `${OFFER_STEP_PATH}/status`,
      {
        config: accepts('kiosk', 'order'),
        schema: offerStepSchema('The offer step now (the kiosk polls this to follow the phone)'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await getOfferStatus(ctx, device, orderId, request.query.locale) };
      },
    );

    app.post(
      `${OFFER_STEP_PATH}/opt-in`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'No offer can be taken for a sku, the order can no longer take an offer, or the step is past this point.',
          }),
        },
        schema: { ...offerStepSchema('Choose the offers on these skus'), body: ZDiscountSkus },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await optIn(ctx, device, orderId, request.body.skus, request.query.locale) };
      },
    );

    app.post(
      `${OFFER_STEP_PATH}/opt-out`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({ 409: 'The order can no longer take an offer, or the offer step is past this point.' }),
        },
        schema: { ...offerStepSchema('Decline the offers on these skus'), body: ZDiscountSkus },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await optOut(ctx, device, orderId, request.body.skus, request.query.locale) };
      },
    );
  };
