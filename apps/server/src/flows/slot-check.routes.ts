import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_API, ZLocaleQuery, ZSlotCheckResult, ZSlotParams, envelope } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { requireDevice } from '../modules/devices/devices.service';
import { accepts, answers } from '../http/credentials';
import { checkSlot } from './slot-check';

/** The staff hardware check of one slot (the bring-up's and a technician's test dispense). */
export const slotCheckRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      STAFF_API.slotCheck,
      {
        config: {
          ...accepts('staff'),
          ...answers({
            409: 'The slot is out of service or empty, or its sku has no unit free: nothing was written.',
            429: 'Too many wrong passkeys, or too many orders waiting at this kiosk: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['staff'],
          summary:
            "Hardware check (staff): test-dispense one unit from exactly this slot; the sensor's answer",
          params: ZSlotParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZSlotCheckResult) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await checkSlot(ctx, device, request.params.slotId, request.query.locale) };
      },
    );
  };
