import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_API,
  ZDeviceParams,
  ZSlotCreate,
  ZSlotLayout,
  ZSlotParams,
  ZSlotSkuUpdate,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { accepts, staffActorOf } from '../../http/credentials';
import { addKioskSlot, setKioskSlotSku } from './slot-layout.service';

/** A kiosk's slot layout (staff): a slot added, the sku an empty slot holds. */
export const slotLayoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      STAFF_API.addSlot,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Add a slot holding a sku this kiosk stocks, with its capacity and units loaded (staff)',
          params: ZDeviceParams,
          body: ZSlotCreate,
          response: { 201: envelope(ZSlotLayout) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const data = await addKioskSlot(ctx, device, request.body, staffActorOf(request));
        return reply.code(201).send({ data });
      },
    );

    app.put(
      STAFF_API.slotSku,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Set which sku an empty slot holds (staff)',
          params: ZSlotParams,
          body: ZSlotSkuUpdate,
          response: { 200: envelope(ZSlotLayout) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await setKioskSlotSku(ctx, device, request.params.slotId, request.body.skuId) };
      },
    );
  };
