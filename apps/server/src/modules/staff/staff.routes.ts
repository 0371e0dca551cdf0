import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_API,
  ZClearSlotFaultResult,
  ZDeviceParams,
  ZLocaleQuery,
  ZSkuParams,
  ZSlotFaults,
  ZStaffSession,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { clearSlotFault, listSlotFaults } from './slot-faults.service';
import { accepts, staffActorOf } from '../../http/credentials';

export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      STAFF_API.session,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Check the staff passkey (sign-in): 200, 401, or 429 with Retry-After after 5 wrong ones',
          params: ZDeviceParams,
          response: { 200: envelope(ZStaffSession) },
        },
      },
      // The credential hook has checked the passkey (and the device) already.
      async () => ({ data: { ok: true as const } }),
    );

    app.get(
      STAFF_API.slotFaults,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Slots flagged by failed dispenses, with how the last one failed (staff)',
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZSlotFaults) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await listSlotFaults(ctx, device, request.query.locale) };
      },
    );

    app.post(
      STAFF_API.clearSlotFault,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Clear a slot fault after service; audited with who and when (staff)',
          params: ZSkuParams,
          response: { 200: envelope(ZClearSlotFaultResult) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const actor = staffActorOf(request);
        const data = await clearSlotFault(ctx, device, request.params.skuId, actor);
        ctx.onStockChanged(device.id);
        return { data };
      },
    );
  };
