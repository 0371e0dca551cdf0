/** The pick-up code 'Place order' got travels to the confirmation page in the history entry's state. */
export type TReservationState = { code: string; expiresAt: string };

export const isReservationState = (value: unknown): value is TReservationState =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  typeof value.code === 'string' &&
  /^\d{6}$/.test(value.code) &&
  'expiresAt' in value &&
  typeof value.expiresAt === 'string';
