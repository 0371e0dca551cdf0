import {
  DEFAULT_LANGUAGE,
  type TKioskCreate,
  type TKioskCreated,
  type TKioskSettings,
  type TKioskSetupView,
  type TLanguageCode,
  type TStaffPasskeyIssued,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { conflict, notFound, validation } from '../../http/app-error';
import { randomPasskey } from '../../lib/secrets';
import { recordChange, type TAuthor } from '../audit/audit.service';
import { provisionNewKiosk, revokeRetiredKiosk, rotateKioskAccount } from './kiosk-broker-account.service';
import { createPairingCode, unpairDevice } from '../kiosks/kiosk-pairing.service';
import { StaffCredentialError } from '../staff/staff-credential.service';
import { setStaffPasskey } from './staff-passkey.service';
import {
  insertKiosk,
  lockKiosk,
  markKioskRetired,
  updateKioskSettings,
  type DeviceRow as KioskRow,
  type KioskSettingsRow,
} from '../devices/devices.service';

/** The settings as the audit log records them (no secret among them). */
const settingsOf = (row: KioskSettingsRow): Record<string, unknown> => ({
  name: row.name,
  address: row.address,
  timeZone: row.timeZone,
  currency: row.currency,
  languages: row.languages,
  defaultLanguage: row.defaultLanguage ?? DEFAULT_LANGUAGE,
  supportPhone: row.supportPhone,
  isAccessibilityExtensionAllowed: row.isAccessibilityExtensionAllowed,
});

/** The kiosk as the console shows it; `isBrokerManaged`: the server has the broker's admin settings. */
export const kioskView = (row: KioskRow, isBrokerManaged: boolean): TKioskSetupView => ({
  deviceId: row.id,
  name: row.name,
  address: row.address,
  timeZone: row.timeZone,
  currency: row.currency,
  languages: row.languages as TLanguageCode[],
  defaultLanguage: (row.defaultLanguage ?? DEFAULT_LANGUAGE) as TLanguageCode,
  supportPhone: row.supportPhone,
  isAccessibilityExtensionAllowed: row.isAccessibilityExtensionAllowed,
  hasStaffPasskey: row.staffCredentialHash !== null,
  isBrokerManaged,
  createdAt: row.createdAt.toISOString(),
  retiredAt: row.retiredAt?.toISOString() ?? null,
});

const rowOf = (settings: TKioskSettings): KioskSettingsRow => ({
  name: settings.name,
  address: settings.address,
  timeZone: settings.timeZone,
  currency: settings.currency,
  languages: settings.languages,
  defaultLanguage: settings.defaultLanguage,
  supportPhone: settings.supportPhone,
  isAccessibilityExtensionAllowed: settings.isAccessibilityExtensionAllowed,
});

/** A live kiosk locked in the transaction: 404 when there is none, 409 when it is retired. */
async function lockLiveKiosk(tx: Db, deviceId: string): Promise<KioskRow> {
  const row = await lockKiosk(tx, deviceId);
  if (!row) throw notFound('device');
  if (row.retiredAt) throw conflict('error.conflict');
  return row;
}

/**
 * Inserts a kiosk and records it, on the caller's transaction: the one way a kiosk is made (the console,
 * the demo seed). `staffCredentialHash` is the seed's (an argon2 hash it made); the console sets none.
 */
export async function insertNewKiosk(
  tx: Db,
  author: TAuthor,
  input: TKioskCreate,
  staffCredentialHash: string | null = null,
): Promise<KioskRow> {
  const row = { id: input.deviceId, ...rowOf(input), staffCredentialHash };
  if (!(await insertKiosk(tx, row))) throw validation('deviceId', 'is the id of another kiosk');
  await recordChange(tx, author, {
    action: 'kiosk.created',
    subjectKind: 'kiosk',
    subjectId: input.deviceId,
    deviceId: input.deviceId,
    after: { ...settingsOf(row), staffPasskey: staffCredentialHash ? 'set' : null },
  });
  return (await lockKiosk(tx, input.deviceId))!;
}

/**
 * Creates a kiosk from the console with its first pairing code and, when the server has the broker's admin
 * settings, its broker account (each recorded, no secret in the log), shown this once. The broker is
 * asked last: if it refuses, nothing is written (503).
 */
export async function createKiosk(
  ctx: AppContext,
  author: TAuthor,
  input: TKioskCreate,
): Promise<TKioskCreated> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertNewKiosk(tx, author, input);
    const pairing = await issuePairingCodeIn(tx, ctx, author, row.id);
    const agentEnvFile = await provisionNewKiosk(ctx, tx, author, row.id);
    return { kiosk: kioskView(row, ctx.config.brokerAdmin !== null), pairing, agentEnvFile };
  });
}

/** The kiosk as set up: 404 when there is none. */
export async function kioskSetup(ctx: AppContext, deviceId: string): Promise<TKioskSetupView> {
  const row = await lockKiosk(ctx.db, deviceId);
  if (!row) throw notFound('device');
  return kioskView(row, ctx.config.brokerAdmin !== null);
}

/** Edits a live kiosk's settings; the audit entry holds only what changed. */
export async function editKiosk(
  ctx: AppContext,
  author: TAuthor,
  deviceId: string,
  settings: TKioskSettings,
): Promise<TKioskSetupView> {
  return ctx.db.transaction(async (tx) => {
    const before = settingsOf(await lockLiveKiosk(tx, deviceId));
    const next = rowOf(settings);
    const after = settingsOf(next);
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    await updateKioskSettings(tx, deviceId, next);
    if (changed.length)
      await recordChange(tx, author, {
        action: 'kiosk.edited',
        subjectKind: 'kiosk',
        subjectId: deviceId,
        deviceId,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    return kioskView((await lockKiosk(tx, deviceId))!, ctx.config.brokerAdmin !== null);
  });
}

/**
 * Retires a kiosk: every paired browser is unpaired (401 on its next call) and its open pairing codes end;
 * its staff passkey and pairing are refused from now on; its broker account is disabled (its agent
 * disconnected at once) when the server has the broker's admin settings. Its orders, history and reports
 * stay. If the broker cannot be reached, nothing changes (503).
 */
export async function retireKiosk(
  ctx: AppContext,
  author: TAuthor,
  deviceId: string,
): Promise<TKioskSetupView> {
  return ctx.db.transaction(async (tx) => {
    await lockLiveKiosk(tx, deviceId);
    const brokerAccount = await revokeRetiredKiosk(ctx, tx, author, deviceId);
    const now = ctx.now();
    const unpaired = await unpairDevice(tx, deviceId, now);
    await markKioskRetired(tx, deviceId, now);
    await recordChange(tx, author, {
      action: 'kiosk.retired',
      subjectKind: 'kiosk',
      subjectId: deviceId,
      deviceId,
      before: { retiredAt: null },
      after: { retiredAt: now.toISOString(), browsersUnpaired: unpaired, brokerAccount },
    });
    return kioskView((await lockKiosk(tx, deviceId))!, ctx.config.brokerAdmin !== null);
  });
}

/** A new staff passkey for a live kiosk (argon2-hashed; the old one stops working), shown this once. */
export async function issueStaffPasskey(
  ctx: AppContext,
  author: TAuthor,
  deviceId: string,
): Promise<TStaffPasskeyIssued> {
  const passkey = randomPasskey(16);
  await ctx.db.transaction(async (tx) => {
    const row = await lockLiveKiosk(tx, deviceId);
    await setStaffPasskey(tx, deviceId, passkey);
    await recordStaffPasskey(tx, author, deviceId, row.staffCredentialHash !== null);
  });
  return { deviceId, passkey };
}

/** Records a staff passkey set or rotated (never its value): the console's and the command's. */
export const recordStaffPasskey = (tx: Db, author: TAuthor, deviceId: string, hadOne: boolean) =>
  recordChange(tx, author, {
    action: hadOne ? 'staff_passkey.rotated' : 'staff_passkey.set',
    subjectKind: 'staff_passkey',
    subjectId: deviceId,
    deviceId,
    before: { staffPasskey: hadOne ? 'set' : null },
    after: { staffPasskey: hadOne ? 'rotated' : 'set' },
  });

async function issuePairingCodeIn(tx: Db, ctx: AppContext, author: TAuthor, deviceId: string) {
  const pairing = await createPairingCode(tx, ctx.config.publicUrl, deviceId, ctx.now());
  await recordPairingCode(tx, author, deviceId, pairing.expiresAt);
  return pairing;
}

/** Records a pairing code made (never the code): the console's and the command's. */
export const recordPairingCode = (tx: Db, author: TAuthor, deviceId: string, expiresAt: string) =>
  recordChange(tx, author, {
    action: 'pairing_code.created',
    subjectKind: 'pairing_code',
    subjectId: deviceId,
    deviceId,
    after: { pairingCode: 'set', expiresAt },
  });

/** A new password for a live kiosk's broker account: its agent's environment file, shown this once. */
export const issueBrokerAccount = (ctx: AppContext, author: TAuthor, deviceId: string) =>
  ctx.db.transaction(async (tx) => {
    await lockLiveKiosk(tx, deviceId);
    return rotateKioskAccount(ctx, tx, author, deviceId);
  });

/** A new one-time pairing code for a live kiosk, shown this once. */
export const issuePairingCode = (ctx: AppContext, author: TAuthor, deviceId: string) =>
  ctx.db.transaction(async (tx) => {
    await lockLiveKiosk(tx, deviceId);
    return issuePairingCodeIn(tx, ctx, author, deviceId);
  });

/**
 * Sets a kiosk's staff passkey and records it (the command line's `staff:set-passkey`): refused for a
 * retired kiosk, like the console's.
 */
export async function setPasskeyRecorded(
  db: Db,
  deviceId: string,
  passkey: string,
  author: TAuthor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockKiosk(tx, deviceId);
    if (row?.retiredAt) throw new StaffCredentialError(`The kiosk ${deviceId} is retired.`);
    await setStaffPasskey(tx, deviceId, passkey);
    await recordStaffPasskey(tx, author, deviceId, row?.staffCredentialHash != null);
  });
}

/** A pairing code made and recorded on the database (the command line's `staff:pair`). */
export const pairingCodeRecorded = (db: Db, publicUrl: string, deviceId: string, author: TAuthor) =>
  db.transaction(async (tx) => {
    const pairing = await createPairingCode(tx, publicUrl, deviceId, new Date());
    await recordPairingCode(tx, author, deviceId, pairing.expiresAt);
    return pairing;
  });
