import type { FastifyRequest } from 'fastify';
import { LANGUAGE_CODES } from '@kiosk/contract';

const CODES: readonly string[] = LANGUAGE_CODES;

/** The request's `locale` query when it names one of the 24 languages, else English. */
export function requestLocale(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const locale = query?.locale;
  return typeof locale === 'string' && CODES.includes(locale) ? locale : 'en';
}
