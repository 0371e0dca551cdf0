import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZLocaleQuery, ZOrderParams } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts } from '../../http/credentials';
import { requireDevice } from '../devices/devices.service';
import { followOrder } from './order-events';
import { getOrderView } from './orders.service';

/**
 * `GET /devices/{deviceId}/orders/{orderId}/events`: the order as server-sent events (text/event-stream),
 * one `order` event each time its status or units out change, for the kiosk's dispense screen and the
 * phone's status pages. Same credentials as reading the order: the kiosk's, or the order's capability
 * (the phone's cookie).
 */
export const orderEventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.orderEvents,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['orders'],
          summary:
            'The order as server-sent events: an `order` event (the order, as GET …/orders/{orderId}) at once and on each change of status or units out; ends once the order is settled',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const target = { deviceId: device.id, orderId: request.params.orderId, locale: request.query.locale };
        // A missing order is an ordinary 404 in the API's error shape, before the stream starts.
        await getOrderView(ctx.db, target.deviceId, target.orderId, target.locale);
        reply.hijack();
        const raw = reply.raw;
        // The headers the hooks set so far (the security headers), then the stream's own.
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) headers[name] = value;
        }
        raw.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          // nginx-style proxies hold a reply back to buffer it unless told not to.
          'x-accel-buffering': 'no',
        });
        await followOrder(ctx, target, {
          write: (text) => void raw.write(text),
          end: () => raw.end(),
          onClose: (listener) => void raw.once('close', listener),
        });
      },
    );
  };
