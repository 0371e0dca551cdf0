/** docs/product.md §5/§9: the reservation code has 6 digits. */
export const RESERVATION_CODE_LENGTH = 6;

export type TReservationCodeError = 'required' | 'incomplete';

/** Digits only, at most 6. */
export const cleanReservationCode = (text: string): string =>
  text.replace(/\D/g, '').slice(0, RESERVATION_CODE_LENGTH);

/** A code is required ('code required') and has 6 digits. */
export const validateReservationCode = (code: string): TReservationCodeError | null => {
  if (code === '') return 'required';
  return code.length === RESERVATION_CODE_LENGTH ? null : 'incomplete';
};
