import type { Db } from '../../db/client';
import {
  StaffCredentialError,
  forgetStaffGuesses,
  staffPasskeyHash,
} from '../staff/staff-credential.service';
import { setStaffCredentialHash } from '../devices/devices.service';

/**
 * Sets (or rotates) a device's staff passkey: the staff module checks it and gives its argon2id hash, the
 * devices module (the devices' writer) stores it, and the staff module lifts the device's sign-in lockout.
 */
export async function setStaffPasskey(db: Db, deviceId: string, passkey: string): Promise<void> {
  const hash = await staffPasskeyHash(passkey);
  if (!(await setStaffCredentialHash(db, deviceId, hash))) {
    throw new StaffCredentialError(`There is no device ${deviceId} in this database.`);
  }
  await forgetStaffGuesses(db, deviceId);
}
