import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMfaCode, ZMfaPhone } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.service';
import { accepts, answers } from '../../http/credentials';
import { DISCOUNTS, discountSchema } from './discount-route-schema';

/** The phone that takes the offers, verified by a one-time code (docs/product.md §7). */
export const discountPhoneRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${DISCOUNTS}/mfa-phone`,
      {
        config: { ...accepts('kiosk', 'order'), ...answers(409, 429) },
        schema: {
          ...discountSchema('Text a one-time code to the phone (limits: 30 s apart, 5 an hour)'),
          body: ZMfaPhone,
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        const { phoneNumber } = request.body;
        const { locale } = request.query;
        return { data: await sendPhoneCode(ctx, device, orderId, phoneNumber, locale, request.ip) };
      },
    );

    app.post(
      `${DISCOUNTS}/mfa-code`,
      {
        config: { ...accepts('kiosk', 'order'), ...answers(409, 429) },
        schema: { ...discountSchema("Check the phone's one-time code (5 tries)"), body: ZMfaCode },
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
  };
