/** docs/product.md §3 error object: message, description, status, originalError. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly description: string,
    readonly status: number,
    readonly originalError: unknown,
  ) {
    super(message);
  }
}

/** A reply arrived, with a status outside 200–399. */
export class HttpReplyError extends Error {
  override readonly name = 'HttpReplyError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Seconds of the reply's `Retry-After` (a throttled 429), when it gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * A reply with a success status whose `data` does not match the contract. Its parser's text is for
 * developers (logged), never for the screen; the same request would get the same reply.
 */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';

  constructor(readonly reason: unknown) {
    super('The reply does not match the contract.');
  }
}

/** The request went out but no reply came back (network down, server gone, CORS). */
export class NoReplyError extends Error {
  override readonly name = 'NoReplyError';

  constructor(
    message: string,
    readonly reason: unknown,
  ) {
    super(message);
  }
}
