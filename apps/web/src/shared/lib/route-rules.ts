/** docs/product.md §2 route rules: the `workflow` query parameter and safe return paths. */

export const WORKFLOW_PARAM = 'workflow';

const WORKFLOW_VALUE = /^[A-Za-z0-9-]+$/;

/** Only letters, digits and hyphens are accepted as a workflow value. */
export const isValidWorkflowValue = (value: string | null | undefined): value is string =>
  typeof value === 'string' && WORKFLOW_VALUE.test(value);

/** The workflow step named in a query string, or null when it is missing or not accepted. */
export const readWorkflowParam = (search: string): string | null => {
  const value = new URLSearchParams(search).get(WORKFLOW_PARAM);
  return isValidWorkflowValue(value) ? value : null;
};

/**
 * The query string with `workflow` set to `value`; an unaccepted value (or null) drops the
 * parameter. Other parameters are kept. Returns '' or a string starting with '?'.
 */
export const withWorkflowParam = (search: string, value: string | null): string => {
  const params = new URLSearchParams(search);
  if (isValidWorkflowValue(value)) params.set(WORKFLOW_PARAM, value);
  else params.delete(WORKFLOW_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** Drops a `workflow` parameter that is present but not accepted; keeps everything else. */
export const sanitizeWorkflowSearch = (search: string): string => {
  const params = new URLSearchParams(search);
  if (!params.has(WORKFLOW_PARAM)) return search;
  return withWorkflowParam(search, params.get(WORKFLOW_PARAM));
};

export const FALLBACK_RETURN_PATH = '/';

/**
 * docs/decisions.md: a return path is kept only when the raw value starts with exactly one `/` (so `//host`
 * and `/\host` are refused) and `new URL(path, origin)` stays on the same origin. Anything else
 * falls back to `/`. The result is the path, query and hash of the parsed URL.
 */
export const safeReturnPath = (
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string => {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return FALLBACK_RETURN_PATH;
  const second = raw.charAt(1);
  if (second === '/' || second === '\\') return FALLBACK_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return FALLBACK_RETURN_PATH;
  }
  if (url.origin !== new URL(origin).origin) return FALLBACK_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
};
