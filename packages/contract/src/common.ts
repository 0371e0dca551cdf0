import { z } from 'zod';

/** Every success body is `{ data: … }` (docs/architecture.md, the wire). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const ERROR_CODES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'out_of_stock',
  'payload_too_large',
  'rate_limited',
  'dispense_failed',
  'payment_failed',
  'unavailable',
  'internal',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** Every error body is `{ data: { message, description, code } }` (docs/architecture.md, the wire). */
export const ZErrorBody = z.object({
  data: z.object({
    message: z.string(),
    description: z.string(),
    code: ZErrorCode,
    field: z.string().optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZDeviceId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/, 'must be 3-64 letters, digits, hyphens or underscores');
export const ZSlugId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'must be 2-64 lowercase letters, digits or hyphens');
export const ZUuid = z.uuid();

/** Money is integer minor units plus an ISO 4217 currency (docs/architecture.md, house rule 6). */
export const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');
export const ZMinor = z.number().int().nonnegative();

export const ZDeviceParams = z.object({ deviceId: ZDeviceId }).strict();
export const ZOrderParams = z.object({ deviceId: ZDeviceId, orderId: ZUuid }).strict();
export const ZProductParams = z.object({ deviceId: ZDeviceId, productId: ZSlugId }).strict();

/** Query flags arrive as text; only the words true and false are accepted. */
export const ZQueryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * Lines that name each sku once. JSON Schema cannot say "unique by a key", so the API document says it in
 * the array's description; the server checks it here, the one rule.
 */
export const eachSkuOnce = <T extends z.ZodType<{ skuId: string }>>(line: T) =>
  z
    .array(line)
    .superRefine((lines, ctx) => {
      const ids = lines.map((l) => l.skuId);
      const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
      if (duplicate >= 0)
        ctx.addIssue({
          code: 'custom',
          path: [duplicate, 'skuId'],
          message: 'each item may appear only once',
        });
    })
    .describe('Each skuId at most once.');
