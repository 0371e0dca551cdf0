import type { TDiscountStatus, TMfaCode } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { DeviceRow } from '../devices/devices.service';
import { findOrder } from '../orders/orders.service';
import { notFound } from '../../http/app-error';
import { assertCanSendCode, getOfferStatus, markCodeSent, markVerified } from './offers.service';
import { sendCode, verifyCode } from './otp.service';
import { toE164 } from './phone-number';

/** `mfa-phone`: checks the number (E.164), then texts a code within the limits; the step waits for it. */
export async function sendPhoneCode(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  phoneNumber: string,
  locale: string,
  clientIp: string,
): Promise<TDiscountStatus> {
  const e164 = toE164(phoneNumber);
  const order = await findOrder(ctx.db, device.id, orderId);
  if (!order) throw notFound('order');
  await assertCanSendCode(ctx, device, orderId);
  await sendCode(ctx, { id: orderId, locale }, e164, { clientIp, deviceId: device.id });
  await markCodeSent(ctx, device, orderId);
  return getOfferStatus(ctx, device, orderId, locale);
}

/** `mfa-code`: a right code verifies the phone, and its eligibility decides the step. */
export async function verifyPhoneCode(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  input: TMfaCode,
  locale: string,
): Promise<TDiscountStatus> {
  const e164 = toE164(input.phoneNumber);
  if (!(await findOrder(ctx.db, device.id, orderId))) throw notFound('order');
  const phoneHash = await verifyCode(ctx, orderId, e164, input.mfaCode);
  await markVerified(ctx, device, orderId, phoneHash);
  return getOfferStatus(ctx, device, orderId, locale);
}
