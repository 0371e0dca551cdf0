import type { TWorkflow, TWorkflowSubType } from '@kiosk/contract';
import { WORKFLOW_TYPE } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import { translate } from '../../i18n/translate';
import { verifySecret } from '../../lib/secrets';
import { checkGuess, type ThrottlePolicy } from '../../lib/guess-throttle';
import type { DeviceRow } from '../devices/devices.service';
import {
  findOrderItems,
  listOrderWorkflows,
  lockOrder,
  requireOrder,
  setWorkflowStatus,
  type OrderRow,
  type WorkflowRow,
} from '../orders/orders.service';
import { ageOn, parseIsoDate, todayIn } from './age';

/** For the modules that read an order's steps (reservations, payments, dispensing); orders writes them. */
export { listOrderWorkflows } from '../orders/orders.service';
import { listDeviceAccessCodes, useAccessCode } from './access-codes.repository';

export const CODE_ORDER_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
};
/** Wrong access codes from one kiosk over all its orders: a pause that doubles with each lock in a row. */
export const CODE_CLIENT_THROTTLE: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 10 * 60_000,
  lockMs: 60_000,
  maxLockMs: 10 * 60_000,
};

const SECTION_KEYS = {
  'age-authorization': ['workflow.age.title', 'workflow.age.description'],
  'code-authorization': ['workflow.code.title', 'workflow.code.description'],
  'retreive-authorization': ['workflow.retrieve.title', 'workflow.retrieve.description'],
} as const;

const minAgeOf = async (ctx: AppContext, orderId: string): Promise<number> =>
  Math.max(0, ...(await findOrderItems(ctx.db, orderId)).map(({ sku }) => sku.minAge ?? 0));

function toWorkflow(row: WorkflowRow, locale: string, minAge: number): TWorkflow {
  const subType = row.subType as TWorkflowSubType;
  const [title, description] = SECTION_KEYS[subType];
  return {
    type: WORKFLOW_TYPE,
    subType,
    status: row.status as TWorkflow['status'],
    sections: [
      { title: translate(locale, title), description: translate(locale, description, { age: minAge }) },
    ],
  };
}

/** The authorization workflows the order needs, in the order the kiosk runs them. */
export async function listWorkflows(ctx: AppContext, device: DeviceRow, orderId: string, locale: string) {
  await requireOrder(ctx.db, device.id, orderId);
  const rows = await listOrderWorkflows(ctx.db, orderId);
  const order: TWorkflowSubType[] = ['retreive-authorization', 'age-authorization', 'code-authorization'];
  rows.sort(
    (a, b) => order.indexOf(a.subType as TWorkflowSubType) - order.indexOf(b.subType as TWorkflowSubType),
  );
  const minAge = await minAgeOf(ctx, orderId);
  return rows.map((row) => toWorkflow(row, locale, minAge));
}

/** All authorization steps passed (or none needed). */
export const isAuthorized = (rows: WorkflowRow[]): boolean => rows.every((w) => w.status === 'passed');

async function lockForStep(tx: Db, device: DeviceRow, orderId: string, subType: string): Promise<OrderRow> {
  const order = await lockOrder(tx, device.id, orderId);
  if (!order) throw notFound('order');
  const step = (await listOrderWorkflows(tx, orderId)).find((w) => w.subType === subType);
  if (!step) throw conflict('error.workflow.notNeeded');
  if (!['open', 'paid'].includes(order.status)) throw conflict('error.order.notOpen');
  return order;
}

const invalidDate = () =>
  new AppError({
    code: 'validation',
    status: 400,
    message: 'error.age.invalidDate',
    description: 'error.age.invalidDate.description',
    field: 'dob',
  });

/** Age on the server, in the device's time zone, against the highest minimum age of the order's skus. */
export async function authorizeAge(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  dob: string,
  locale: string,
) {
  await requireOrder(ctx.db, device.id, orderId);
  const date = parseIsoDate(dob);
  if (!date) throw invalidDate();
  const minAge = await minAgeOf(ctx, orderId);
  const isOldEnough = ageOn(date, todayIn(device.timeZone, ctx.now())) >= minAge;
  await ctx.db.transaction(async (tx) => {
    await lockForStep(tx, device, orderId, 'age-authorization');
    await setWorkflowStatus(tx, orderId, 'age-authorization', isOldEnough ? 'passed' : 'failed');
  });
  if (!isOldEnough) {
    throw new AppError({
      code: 'forbidden',
      status: 403,
      message: 'error.age.failed',
      description: 'error.age.under',
      params: { age: minAge },
    });
  }
  return listWorkflows(ctx, device, orderId, locale);
}

/** The bearer is the access code: checked against the device's and the programme's hashed codes. */
export async function authorizeCode(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  code: string | null,
  locale: string,
  client: string,
) {
  await requireOrder(ctx.db, device.id, orderId);
  if (!code) {
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      message: 'error.code.required',
      description: 'error.code.requiredDescription',
    });
  }
  const now = ctx.now();
  const counters = [
    { key: `code:order:${orderId}`, policy: CODE_ORDER_THROTTLE },
    { key: `code:${device.id}:${client}`, policy: CODE_CLIENT_THROTTLE },
  ];
  // A step that cannot run now is refused before a try is taken, so the refusal writes nothing.
  await lockForStep(ctx.db, device, orderId, 'code-authorization');
  const isAccepted = await checkGuess(ctx.db, now, counters, async () => {
    const candidates = (await listDeviceAccessCodes(ctx.db, device.id)).filter(
      (c) => (!c.expiresAt || c.expiresAt > now) && (c.maxUses === null || c.usedCount < c.maxUses),
    );
    let matchId: number | null = null;
    for (const candidate of candidates) {
      if (await verifySecret(candidate.codeHash, code)) {
        matchId = candidate.id;
        break;
      }
    }
    const isUsed = await ctx.db.transaction(async (tx) => {
      await lockForStep(tx, device, orderId, 'code-authorization');
      if (matchId === null || !(await useAccessCode(tx, matchId))) return false;
      await setWorkflowStatus(tx, orderId, 'code-authorization', 'passed');
      return true;
    });
    return isUsed || null;
  });
  if (!isAccepted) {
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      message: 'error.code.failed',
      description: 'error.code.invalid',
    });
  }
  return listWorkflows(ctx, device, orderId, locale);
}
