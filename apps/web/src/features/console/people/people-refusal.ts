import type { TFunction } from 'i18next';
import { ApiError, HttpReplyError } from '../../../shared/api/api-error';

/** The field a 400 names (the error shape's `data.field`), or null. */
export const refusedField = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || !(error.originalError instanceof HttpReplyError)) return null;
  const body = error.originalError.body as { data?: { field?: unknown } } | null;
  return typeof body?.data?.field === 'string' ? body.data.field : null;
};

/**
 * Why a people action was refused, in words: the last enabled admin (409 of a change or a removal), a name
 * taken (409 of an add), or the server's own message.
 */
export function peopleRefusal(t: TFunction, error: unknown, kind: 'add' | 'change'): string {
  if (error instanceof ApiError && error.status === 409)
    return kind === 'add' ? t('people.nameTaken') : t('people.lastAdmin');
  const reason = error instanceof ApiError ? `${error.message} ${error.description}`.trim() : String(error);
  return `${t('people.refused')} ${reason}`;
}
