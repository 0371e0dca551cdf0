import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDiscountSkus,
  ZDiscountStatus,
  ZLocaleQuery,
  ZMfaCode,
  ZMfaPhone,
  ZOrderParams,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { complete, getDiscountStatus, optIn, optOut, redeem } from './discounts.service';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.service';
import { accepts } from '../../http/credentials';

const DISCOUNTS = '/devices/:deviceId/orders/:orderId/discounts';
const schema = (summary: string) => ({
  tags: ['discounts'],
  summary,
  params: ZOrderParams,
  querystring: ZLocaleQuery,
  response: { 200: envelope(ZDiscountStatus) },
});

/** Offers and phone verification (docs/product.md §7): every call answers with the order's offer step. */
export const discountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${DISCOUNTS}/available-offers`,
      {
        config: accepts('kiosk', 'order'),
        schema: schema("The order's skus, each with its offer and state"),
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
        schema: schema('The offer step now (the kiosk polls this to follow the phone)'),
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
        config: accepts('kiosk', 'order'),
        schema: { ...schema('Choose the offers on these skus'), body: ZDiscountSkus },
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
        config: accepts('kiosk', 'order'),
        schema: { ...schema('Decline the offers on these skus'), body: ZDiscountSkus },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        return { data: await optOut(ctx, device, orderId, request.body.skus, request.query.locale) };
      },
    );

    app.post(
      `${DISCOUNTS}/mfa-phone`,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          ...schema('Text a one-time code to the phone (limits: 30 s apart, 5 an hour)'),
          body: ZMfaPhone,
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        const { phoneNumber } = request.body;
        return { data: await sendPhoneCode(ctx, device, orderId, phoneNumber, request.query.locale) };
      },
    );

    app.post(
      `${DISCOUNTS}/mfa-code`,
      {
        config: accepts('kiosk', 'order'),
        schema: { ...schema("Check the phone's one-time code (5 tries)"), body: ZMfaCode },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        const { mfaCode, phoneNumber } = request.body;
        return {
          data: await verifyPhoneCode(ctx, device, orderId, { mfaCode, phoneNumber }, request.query.locale),
        };
      },
    );

    app.post(
      `${DISCOUNTS}/redeem`,
      {
        config: accepts('kiosk', 'order'),
        schema: schema('Put the chosen offers the verified phone may take onto the order'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await redeem(ctx, device, request.params.orderId, request.query.locale) };
      },
    );

    app.post(
      `${DISCOUNTS}/complete`,
      {
        config: accepts('kiosk', 'order'),
        schema: schema('End the offer step: the kiosk moves on to pay or dispense'),
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await complete(ctx, device, request.params.orderId, request.query.locale) };
      },
    );
  };
