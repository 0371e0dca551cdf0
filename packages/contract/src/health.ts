import { z } from 'zod';

/** GET /healthz: the process is alive, and which release it runs. */
export const ZLiveness = z.object({ status: z.literal('ok'), version: z.string() });
export type TLiveness = z.infer<typeof ZLiveness>;

/** GET /readyz: whether this instance can serve (database reachable and migrated, not draining). */
export const ZReadiness = z.object({
  isReady: z.boolean(),
  version: z.string().describe('This instance’s release (`dev` when run from the sources)'),
  isDraining: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number(), expected: z.number() }).nullable(),
});
export type TReadiness = z.infer<typeof ZReadiness>;

/** GET /devices/:deviceId/readyz: whether the kiosk's dispenser can be reached. */
export const ZDeviceReadiness = z.object({
  deviceId: z.string(),
  isReady: z.boolean(),
  dispenser: z.enum(['simulator', 'device-link']),
  isOnline: z.boolean(),
});
export type TDeviceReadiness = z.infer<typeof ZDeviceReadiness>;
