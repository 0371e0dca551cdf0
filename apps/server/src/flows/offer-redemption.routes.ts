import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { requireDevice } from '../modules/devices/devices.service';
import { complete } from '../modules/offers/offers.service';
import { accepts, answers } from '../http/credentials';
import { OFFER_STEP_PATH, offerStepSchema } from '../modules/offers/offer-step-route-schema';
import { redeemOffer } from './redeem-offer';

/** The end of the offer step (docs/product.md §7): the offers taken onto the order, then on to pay. */
export const offerRedemptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${OFFER_STEP_PATH}/redeem`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'The phone is not verified for the chosen offers, is not eligible (payment is required), or the step is past this point.',
          }),
        },
        schema: offerStepSchema('Put the chosen offers the verified phone may take onto the order'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await redeemOffer(ctx, device, request.params.orderId, request.query.locale) };
      },
    );

    app.post(
      `${OFFER_STEP_PATH}/complete`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({ 409: 'The offer step is already over, or not at a point where it can end.' }),
        },
        schema: offerStepSchema('End the offer step: the kiosk moves on to pay or dispense'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await complete(ctx, device, request.params.orderId, request.query.locale) };
      },
    );
  };
