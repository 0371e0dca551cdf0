import { KEPT_ANSWER_HEADER } from '../../../shared/api/api-answers';

/** The device config's address, `/devices/{deviceId}/config`: the one API answer the offline shell keeps. */
export const DEVICE_CONFIG_PATH = /\/devices\/[^/]+\/config$/;

/** How long the shell waits for the network before it answers with the kept copy. */
export const DEVICE_CONFIG_TIMEOUT_MS = 4_000;

/** Where the shell keeps the last good answer (a Cache of the Cache API). */
export type TKeptAnswers = {
  match: (request: Request) => Promise<Response | undefined>;
  put: (request: Request, response: Response) => Promise<void>;
};

/**
 * Whether a network answer is the device config itself: 200, JSON, `{ data: { … } }`. A proxy's error page
 * (HAProxy's 503 with no instance up), a gateway timeout or a captive portal's HTML page with 200 is not.
 */
export const isDeviceConfigAnswer = async (response: Response): Promise<boolean> => {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return false;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null || !('data' in body)) return false;
    return typeof body.data === 'object' && body.data !== null;
  } catch {
    return false;
  }
};

/**
 * The shell's answer to the page's device-config request: the network's answer when it is a good one (and
 * kept for later), else the last good answer kept, whatever went wrong (no connection, no name, a TLS
 * failure, no answer within `timeoutMs`, a proxy's 5xx, a page that is not the config). With nothing kept,
 * the network's own answer (or its failure) goes to the page as it came.
 */
export const keptDeviceConfig =
  (open: () => Promise<TKeptAnswers>, timeoutMs = DEVICE_CONFIG_TIMEOUT_MS) =>
  async (request: Request): Promise<Response> => {
    const kept = await open();
    let answer: Response | null = null;
    let failure: unknown = null;
    try {
      answer = await fetch(request, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (await isDeviceConfigAnswer(answer)) {
        await kept.put(request, answer.clone());
        return answer;
      }
    } catch (error) {
      failure = error;
    }
    const copy = await kept.match(request);
    if (copy) {
      const headers = new Headers(copy.headers);
      headers.set(KEPT_ANSWER_HEADER, 'kept');
      return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
    }
    if (answer) return answer;
    throw failure;
  };
