import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeviceParams, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from './devices.service';
import { canInjectFaults } from '@kiosk/device-link/simulator';
import { SIMULATED_FAULT_KINDS, SLOT_PATTERN } from '@kiosk/device-link/simulator';
import { accepts } from '../../http/credentials';

/** Dev-only: these shapes are a test tool of the simulator, not part of the product's contract. */
const ZSlot = z.string().regex(SLOT_PATTERN, 'must be 1-16 letters, digits or hyphens');
const ZFaultBody = z
  .object({
    slot: ZSlot,
    kind: z.enum(SIMULATED_FAULT_KINDS as ['jam', 'empty', 'fault', 'silent']),
    count: z.number().int().min(1).max(1000).optional(),
    after: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
const ZClearQuery = z.object({ slot: ZSlot.optional() }).strict();
const ZFaultState = z.object({
  deviceId: z.string(),
  faultedSlots: z.array(z.string()),
  pendingFaults: z.array(
    z.object({ slot: z.string(), kind: z.string(), atUnit: z.number(), count: z.number() }),
  ),
});

export const DEV_DISPENSER_FAULTS_PATH = '/dev/dispenser/:deviceId/faults';

/**
 * `GET|POST|DELETE /dev/dispenser/:deviceId/faults`: see and set the simulator's faults. Registered
 * only outside production and only when the dispenser can be told to fail (the simulator).
 */
export const dispenserDevRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { dispenser } = ctx;
    if (ctx.config.env === 'production' || !canInjectFaults(dispenser)) return;

    const stateOf = async (deviceId: string) => ({
      data: {
        deviceId,
        faultedSlots: (await dispenser.status(deviceId)).faultedSlots,
        pendingFaults: dispenser.pendingFaults(deviceId),
      },
    });
    const common = { tags: ['dev'], params: ZDeviceParams, response: { 200: envelope(ZFaultState) } };

    app.get(
      DEV_DISPENSER_FAULTS_PATH,
      {
        config: accepts('staff'),
        schema: { ...common, summary: 'Simulator: faulted slots and faults still to come (dev only)' },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return stateOf(device.id);
      },
    );

    app.post(
      DEV_DISPENSER_FAULTS_PATH,
      {
        config: accepts('staff'),
        schema: {
          ...common,
          summary:
            'Simulator: the next `count` units of a slot jam or fault, or the slot runs empty (dev only)',
          body: ZFaultBody,
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        dispenser.injectFault(device.id, request.body);
        request.log.info(
          { deviceId: device.id, slot: request.body.slot, kind: request.body.kind },
          'simulator fault set',
        );
        return stateOf(device.id);
      },
    );

    app.delete(
      DEV_DISPENSER_FAULTS_PATH,
      {
        config: accepts('staff'),
        schema: {
          ...common,
          summary: 'Simulator: clear the faults of one slot (?slot=) or of every slot (dev only)',
          querystring: ZClearQuery,
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        dispenser.clearFaults(device.id, request.query.slot);
        return stateOf(device.id);
      },
    );
  };
