import { AppError } from '../http/app-error';

/** The text message could not be sent (provider down or refusing). No vendor text goes anywhere. */
export const smsFailed = () =>
  new AppError({
    code: 'unavailable',
    status: 503,
    message: 'error.sms',
    description: 'error.sms.failed',
    headers: { 'retry-after': '30' },
  });
