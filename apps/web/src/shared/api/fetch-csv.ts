import { HttpReplyError, NoReplyError } from './api-error';
import { buildUrl, retryAfterOf, type TQueryValue } from './http';
import { normalizeError } from './normalize-error';

/**
 * GET a CSV answer (`Accept: text/csv`), with a bearer or the cookies of the path: its text and the file name of its
 * Content-Disposition (or `fallbackName`). Failures are normalised like every other call.
 */
export const fetchCsv = async (
  path: string,
  query: Record<string, TQueryValue>,
  bearer: string | undefined,
  fallbackName: string,
): Promise<{ fileName: string; csv: string }> => {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: {
        Accept: 'text/csv',
        ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
      },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw normalizeError(new NoReplyError(error instanceof Error ? error.message : String(error), error));
  }
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the status alone says it
    }
    throw normalizeError(
      new HttpReplyError(response.status, body, retryAfterOf(response.headers.get('retry-after'))),
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { fileName, csv: text };
};
