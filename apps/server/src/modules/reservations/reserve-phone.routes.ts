import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocaleQuery, ZMfaCode, ZMfaPhone, ZOrder, ZOrderParams, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { accepts, answers } from '../../http/credentials';
import { confirmReservePhone, sendReservePhoneCode } from './reserve-phone.service';

/** A phone's reservation order, confirmed by a one-time code to the phone before it holds anything. */
export const reservePhoneRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/devices/:deviceId/orders/:orderId/reserve/mfa-phone',
      {
        config: {
          ...accepts('order'),
          ...answers({
            409: 'The order is not a reservation waiting for its phone (confirmed, lapsed or closed).',
            429: 'Codes are sent at most every 30 s and 5 an hour: try again after Retry-After seconds.',
            503: 'The text message could not be sent, or the database is out of reach: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['reservations'],
          summary: "Text a one-time code to the phone that confirms a phone's reservation order",
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          body: ZMfaPhone,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        const { phoneNumber } = request.body;
        const { locale } = request.query;
        return { data: await sendReservePhoneCode(ctx, device, orderId, phoneNumber, locale, request.ip) };
      },
    );

    app.post(
      '/devices/:deviceId/orders/:orderId/reserve/mfa-code',
      {
        config: {
          ...accepts('order'),
          ...answers({
            401: 'The order capability is missing or wrong, or the code is wrong (`field` is mfaCode).',
            409: 'No code was sent, it expired, the order no longer waits for its phone, or its units are gone.',
            429: 'Too many wrong codes, or this phone holds as many orders here as it may: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['reservations'],
          summary: "The phone's one-time code confirms its reservation order: its units are held from now on",
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          body: ZMfaCode,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { orderId } = request.params;
        const { mfaCode, phoneNumber } = request.body;
        return {
          data: await confirmReservePhone(
            ctx,
            device,
            orderId,
            { mfaCode, phoneNumber },
            request.query.locale,
          ),
        };
      },
    );
  };
