/**
 * The number travels from the phone page to the code page in the history entry's state, never in
 * the address or in storage; after a reload in a new tab the visitor enters it again.
 */
export type TPhoneState = {
  /** In E.164, as the phone read it and sent it with the code. */
  phoneNumber: string;
};

export const isPhoneState = (value: unknown): value is TPhoneState =>
  typeof value === 'object' &&
  value !== null &&
  'phoneNumber' in value &&
  typeof value.phoneNumber === 'string' &&
  value.phoneNumber.length > 0;

/** The last four digits, to name the number without showing it. */
export const lastFourDigits = (phoneNumber: string): string => phoneNumber.replace(/\D/g, '').slice(-4);
