import { BrokerAccountError } from '@kiosk/device-link';
import type { TBrokerAccountIssued } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../http/app-error';
import { recordChange, type TAuthor } from '../audit/audit.service';
import {
  BrokerSettingsError,
  provisionKioskAccount,
  revokeKioskAccount,
  type BrokerAdminSettings,
} from './broker-accounts.service';

/** The broker refused or could not be reached: 503, and the caller's transaction rolls back. */
async function atBroker<T>(ctx: AppContext, deviceId: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof BrokerAccountError || error instanceof BrokerSettingsError)) throw error;
    ctx.log.warn({ deviceId, reason: error.message }, 'broker account change failed');
    throw new AppError({
      code: 'unavailable',
      status: 503,
      message: 'error.unavailable',
      description: 'error.unavailable.description',
      headers: { 'retry-after': '30' },
    });
  }
}

const recordBrokerAccount = (
  tx: Db,
  author: TAuthor,
  deviceId: string,
  action: 'provisioned' | 'rotated' | 'revoked',
) =>
  recordChange(tx, author, {
    action: `broker_account.${action}`,
    subjectKind: 'broker_account',
    subjectId: deviceId,
    deviceId,
    after: { brokerAccount: action },
  });

/**
 * A new kiosk's broker account, on the caller's transaction (its audit row there): the agent's
 * environment file, or null when the server has no broker admin settings. An account the command made
 * earlier for the same id gets a new password.
 */
export async function provisionNewKiosk(
  ctx: AppContext,
  tx: Db,
  author: TAuthor,
  deviceId: string,
): Promise<string | null> {
  const broker = ctx.config.brokerAdmin;
  if (!broker) return null;
  const envFile = await atBroker(ctx, deviceId, provisionKioskAccount(broker, deviceId, 'ensure'));
  await recordBrokerAccount(tx, author, deviceId, 'provisioned');
  return envFile;
}

/** The broker's admin settings, or 409 when the server has none (the command provisions then). */
const brokerOf = (ctx: AppContext): BrokerAdminSettings => {
  if (!ctx.config.brokerAdmin) throw conflict('error.conflict');
  return ctx.config.brokerAdmin;
};

/**
 * A new password for a live kiosk's broker account (made if the broker has none), on the caller's
 * transaction with the kiosk locked: its agent is disconnected until it has the new file.
 */
export async function rotateKioskAccount(
  ctx: AppContext,
  tx: Db,
  author: TAuthor,
  deviceId: string,
): Promise<TBrokerAccountIssued> {
  const broker = brokerOf(ctx);
  const agentEnvFile = await atBroker(ctx, deviceId, provisionKioskAccount(broker, deviceId, 'ensure'));
  await recordBrokerAccount(tx, author, deviceId, 'rotated');
  return { deviceId, agentEnvFile };
}

/**
 * On retirement: disables the kiosk's broker account (its agent disconnected at once and refused after).
 * What happened, for the retirement's audit row: revoked, none (the broker had no account), or
 * not configured (the server has no broker admin settings: revoke it with the command).
 */
export async function revokeRetiredKiosk(
  ctx: AppContext,
  tx: Db,
  author: TAuthor,
  deviceId: string,
): Promise<'revoked' | 'none' | 'not configured'> {
  const broker = ctx.config.brokerAdmin;
  if (!broker) return 'not configured';
  if (!(await atBroker(ctx, deviceId, revokeKioskAccount(broker, deviceId)))) return 'none';
  await recordBrokerAccount(tx, author, deviceId, 'revoked');
  return 'revoked';
}
