import { ApiError } from '../../shared/api/api-error';

export type TErrorTexts = { message: string | undefined; detail: string | undefined };

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** What the error page says about an error: its message, and an API error's description. */
export const errorTextsOf = (error: unknown): TErrorTexts => {
  if (error instanceof ApiError) {
    const detail = nonEmpty(error.description);
    return { message: nonEmpty(error.message), detail: detail === error.message ? undefined : detail };
  }
  if (error instanceof Error) return { message: nonEmpty(error.message), detail: undefined };
  return { message: nonEmpty(error), detail: undefined };
};
