import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  STAFF_API,
  ZClearOneSlotFaultResult,
  ZDeviceParams,
  ZSlotCountUpdate,
  ZSlotCountUpdateResult,
  ZSlotParams,
  ZLocaleQuery,
  ZStockAuditEntry,
  ZStockItem,
  ZStockUpdate,
  ZStockUpdateResult,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { listStockAudit } from './stock.repository';
import { clearOneSlotFault, listStock, updateSlotCounts, updateStock } from './stock.service';
import { accepts, answers, staffActorOf } from '../../http/credentials';

/** A kiosk's slots: counts set, one slot back in service (staff). */
function slotRoutes(ctx: AppContext, app: Parameters<FastifyPluginAsyncZod>[0]): void {
  app.put(
    STAFF_API.slotCounts,
    {
      config: {
        ...accepts('staff'),
        ...answers({ 409: 'The slots changed since they were read (a stale version): read them again.' }),
      },
      schema: {
        tags: ['staff'],
        summary:
          "Set slots' counts and capacities in one transaction, audited; a stale version gets 409 (staff)",
        params: ZDeviceParams,
        body: ZSlotCountUpdate,
        response: { 200: envelope(ZSlotCountUpdateResult) },
      },
    },
    async (request) => {
      const device = await requireDevice(ctx, request.params.deviceId);
      const data = await updateSlotCounts(ctx, device, request.body, staffActorOf(request));
      ctx.onStockChanged(device.id);
      return { data };
    },
  );

  app.post(
    STAFF_API.clearOneSlotFault,
    {
      config: accepts('staff'),
      schema: {
        tags: ['staff'],
        summary: 'Put one slot back in service after a check; audited with who and when (staff)',
        params: ZSlotParams,
        response: { 200: envelope(ZClearOneSlotFaultResult) },
      },
    },
    async (request) => {
      const device = await requireDevice(ctx, request.params.deviceId);
      const data = await clearOneSlotFault(ctx, device, request.params.slotId, staffActorOf(request));
      ctx.onStockChanged(device.id);
      return { data };
    },
  );
}

export const stockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.stock,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'Stock of every sku on the device (staff)',
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(z.array(ZStockItem)) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await listStock(ctx, device, request.query.locale) };
      },
    );

    app.put(
      API.stock,
      {
        config: {
          ...accepts('staff'),
          ...answers({
            409: 'A count changed since it was read (a stale version), or is below the units held by open orders.',
          }),
        },
        schema: {
          tags: ['staff'],
          summary: 'Set new stock counts in one transaction, audited; a stale version gets 409 (staff)',
          params: ZDeviceParams,
          body: ZStockUpdate,
          response: { 200: envelope(ZStockUpdateResult) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const actor = staffActorOf(request);
        const data = await updateStock(ctx, device, request.body, actor);
        ctx.onStockChanged(device.id);
        return { data };
      },
    );

    slotRoutes(ctx, app);

    app.get(
      `${API.stock}/audit`,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'The latest stock changes: who, when, before, after (staff)',
          params: ZDeviceParams,
          response: { 200: envelope(z.array(ZStockAuditEntry)) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const rows = await listStockAudit(ctx.db, device.id);
        return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
      },
    );
  };
