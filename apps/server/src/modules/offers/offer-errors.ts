import { AppError, conflict } from '../../http/app-error';

export const offerNotAvailable = (title: string, field: string) =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.offer.notAvailable',
    description: 'error.offer.notAvailableDescription',
    params: { title },
    field,
  });

export const orderClosedForOffers = () => conflict('error.offer.orderClosed');

/** The offer step is not at a point where this can happen (e.g. redeem before the phone is verified). */
export const offerStepRefused = () => conflict('error.offer.step');

export const notEligible = () =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.offer.notEligible',
    description: 'error.offer.notEligibleDescription',
  });
