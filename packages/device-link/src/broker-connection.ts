import type { IClientOptions, MqttClient } from 'mqtt';

/** Reconnect waits: each try waits a random time below min(capMs, baseMs·2^try) ("full jitter"). */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, capMs: 30_000 };

/** The wait before reconnect try `attempt` (0: the first after a loss): never 0, which stops mqtt.js. */
export function reconnectDelay(attempt: number, backoff = DEFAULT_BACKOFF, random = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.max(1, Math.floor(random() * ceiling));
}

/**
 * MQTT options of a client that reconnects with back-off (withBackoff): keeps trying after the broker
 * refused its account (it may be fixed on the broker), from a first wait of up to `baseMs`.
 */
export function backoffOptions(backoff = DEFAULT_BACKOFF): IClientOptions {
  return { reconnectPeriod: reconnectDelay(0, backoff), reconnectOnConnackError: true };
}

/**
 * Makes an mqtt.js client (built with backoffOptions) wait longer after each failed try. mqtt.js waits
 * `reconnectPeriod` after a connection closes and clears that timer when it tries again; each close sets
 * the next wait before mqtt.js reads it. A successful connection starts over from the first wait.
 */
export function withBackoff(client: MqttClient, backoff = DEFAULT_BACKOFF): MqttClient {
  let attempt = 0;
  client.on('connect', () => (attempt = 0));
  client.prependListener('close', () => {
    client.options.reconnectPeriod = reconnectDelay(attempt++, backoff);
  });
  return client;
}

/** Which setting a broker connection's failure points at, and why (never a password or a URL's user). */
export interface BrokerProblem {
  setting: 'MQTT_URL' | 'MQTT_USERNAME/MQTT_PASSWORD' | 'MQTT_CA_FILE';
  kind: 'unreachable' | 'credentials' | 'certificate' | 'host-name';
  /** The error's code or message, e.g. ECONNREFUSED, SELF_SIGNED_CERT_IN_CHAIN, "Not authorized". */
  detail: string;
}

/** MQTT 3.1.1 CONNACK 4/5 and MQTT 5's 134/135: the broker refused the user name or password. */
const REFUSED_ACCOUNT = new Set([4, 5, 134, 135]);

/** A TLS verification failure: the certificate chain does not lead to a CA the client trusts. */
const isUntrusted = (code: string) =>
  /SELF_SIGNED|UNABLE_TO_(VERIFY|GET_ISSUER)|CERT_(UNTRUSTED|SIGNATURE_FAILURE|HAS_EXPIRED|NOT_YET_VALID|REJECTED)/.test(
    code,
  );

/** What an mqtt.js connection error means for the person who set the MQTT_* settings. */
export function brokerProblemOf(error: unknown): BrokerProblem {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.replace(/^Connection refused: /, '') : '';
  if (
    (typeof code === 'number' && REFUSED_ACCOUNT.has(code)) ||
    /not authori[sz]ed|bad user ?name or password/i.test(text)
  ) {
    return { setting: 'MQTT_USERNAME/MQTT_PASSWORD', kind: 'credentials', detail: text || `CONNACK ${code}` };
  }
  const name = typeof code === 'string' ? code : '';
  if (name === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return { setting: 'MQTT_URL', kind: 'host-name', detail: name };
  if (isUntrusted(name)) return { setting: 'MQTT_CA_FILE', kind: 'certificate', detail: name };
  return { setting: 'MQTT_URL', kind: 'unreachable', detail: name || text || 'no answer' };
}

/** What the person running it reads when a problem is first met (see BrokerProblem). */
export function brokerProblemText(problem: BrokerProblem, at: string): string {
  switch (problem.kind) {
    case 'credentials':
      return `${problem.setting}: the broker at ${at} refused them (${problem.detail}). Correct them, or the broker's account.`;
    case 'certificate':
      return (
        `${problem.setting}: the broker at ${at} has a certificate no trusted CA signed (${problem.detail}). ` +
        "Set MQTT_CA_FILE to the broker's CA certificate (PEM)."
      );
    case 'host-name':
      return `${problem.setting}: the broker's certificate is not for the host in MQTT_URL (${at}; ${problem.detail}). Use the name the certificate was made for.`;
    default:
      return `${problem.setting}: no MQTT broker answered at ${at} (${problem.detail}). Start the broker, or set MQTT_URL to one this machine can reach.`;
  }
}

/** Where a broker URL points, without its user, password or path. */
export function brokerHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the address given';
  }
}

/** A change of a broker connection's state: once per change, never once per try. */
export type BrokerStateChange =
  | { state: 'connected'; tries: number; afterMs: number }
  | { state: 'lost' }
  | { state: 'failing'; problem: BrokerProblem };

export interface BrokerWatch {
  /** The problem of the last failed try since the last connection, if any. */
  lastProblem(): BrokerProblem | null;
}

/**
 * Tells `onChange` when the connection comes up, when it is lost, and when tries fail for a new reason
 * (the first failure, or another kind of it): a broker away for hours is a few lines, not one per try.
 */
export function watchBroker(client: MqttClient, onChange: (change: BrokerStateChange) => void): BrokerWatch {
  let isConnected = false;
  let problem: BrokerProblem | null = null;
  let reported: BrokerProblem['kind'] | null = null;
  let tries = 0;
  let since = Date.now();
  client.on('connect', () => {
    if (!isConnected) onChange({ state: 'connected', tries: tries + 1, afterMs: Date.now() - since });
    isConnected = true;
    problem = null;
    reported = null;
    tries = 0;
  });
  client.on('error', (error) => {
    problem = brokerProblemOf(error);
    if (problem.kind !== reported) onChange({ state: 'failing', problem });
    reported = problem.kind;
  });
  client.on('close', () => {
    if (isConnected) {
      isConnected = false;
      since = Date.now();
      onChange({ state: 'lost' });
    } else tries++;
  });
  return { lastProblem: () => problem };
}
