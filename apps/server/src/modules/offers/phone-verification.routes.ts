import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMfaCode, ZMfaPhone } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.service';
import { accepts, answers } from '../../http/credentials';
import { OFFER_STEP_PATH, offerStepSchema } from './offer-step-route-schema';

/** The phone that takes the offers, verified by a one-time code (docs/product.md §7). */
export const phoneVerificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${OFFER_STEP_PATH}/mfa-phone`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'The offer step is not at the point of texting a code, or the order can no longer take an offer.',
            429: 'Codes are sent at most every 30 s and 5 an hour: try again after Retry-After seconds.',
            503: 'The text message could not be sent, or the database is out of reach: try again after Retry-After seconds.',
          }),
        },
        schema: {
          ...offerStepSchema('Text a one-time code to the phone (limits: 30 s apart, 5 an hour)'),
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
      `${OFFER_STEP_PATH}/mfa-code`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            401: 'The kiosk cookie or order capability is missing or wrong, or the code is wrong (`field` is mfaCode).',
            409: 'No code was sent to this number for this order, it expired, or the offer step is past this point.',
            429: 'Too many wrong codes: this code is locked; ask for a new one after Retry-After seconds.',
          }),
        },
        schema: { ...offerStepSchema("Check the phone's one-time code (5 tries)"), body: ZMfaCode },
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
