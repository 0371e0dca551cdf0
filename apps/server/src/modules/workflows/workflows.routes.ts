import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgeQuery, ZLocaleQuery, ZOrderParams, ZWorkflow, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { clientOf } from '../../credential-checks';
import { requireDevice } from '../devices/devices.service';
import { bearerOf } from '../../http/bearer';
import { authorizeAge, authorizeCode, listWorkflows } from './workflows.service';
import { accepts, answers } from '../../http/credentials';

const ORDER = '/devices/:deviceId/orders/:orderId';
const ZWorkflows = envelope(z.array(ZWorkflow));

export const workflowsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${ORDER}/workflows`,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['workflows'],
          summary: 'The authorization workflows the order needs, localised',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: ZWorkflows },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await listWorkflows(ctx, device, request.params.orderId, request.query.locale) };
      },
    );

    app.post(
      `${ORDER}/age-authorization`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            403: 'The kiosk cookie or capability is of another device or order, or the date of birth is under the minimum age.',
            409: 'The order needs no age check, or can no longer be changed.',
          }),
        },
        schema: {
          tags: ['workflows'],
          summary: "Age check on the server, in the device's time zone (dob = YYYY-MM-DD)",
          params: ZOrderParams,
          querystring: ZAgeQuery,
          response: { 200: ZWorkflows },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { dob, locale } = request.query;
        return { data: await authorizeAge(ctx, device, request.params.orderId, dob, locale) };
      },
    );

    app.post(
      `${ORDER}/code-authorization`,
      {
        config: {
          ...accepts('kiosk'),
          ...answers({
            401: 'The kiosk cookie is missing or wrong, or the access code (the bearer value) is missing or wrong.',
            409: 'The order needs no access code, or can no longer be changed.',
            429: 'Too many wrong access codes for this order or kiosk: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['workflows'],
          summary: 'Access-code check: the bearer value is the access code',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: ZWorkflows },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return {
          data: await authorizeCode(
            ctx,
            device,
            request.params.orderId,
            bearerOf(request),
            request.query.locale,
            (await clientOf(ctx, request)).key,
          ),
        };
      },
    );
  };
