import { AppError } from '../http/app-error';

/**
 * Bounds the argon2 checks of guesses from anyone not yet known (operator passwords, staff passkeys and
 * pairing codes from outside a paired kiosk): at most `atOnce` run at a time and `queued` more hold a
 * place; a guess that finds no place is refused at once with 503 and `Retry-After: 1`, before any
 * database work. One argon2 check takes a core for tens of milliseconds; without the gate a flood of
 * sign-ins took every core and the event loop that serves the kiosks, the phones and /healthz with it.
 *
 * Fair to the people who sign in (docs/security.md, the sign-in gate): a guess takes its place, then its
 * budgets are decided (an address whose budget is spent gets 429 and leaves at once, never waiting behind
 * a check), and only then does it wait for a check. The `reserved` lane — an operator's browser that
 * signed in with that name before — has places of its own that a flood from outside cannot fill, and is
 * served first.
 */
export type GateLane = 'any' | 'reserved';

/** A place in the gate: run the check when a turn comes, or leave (idempotent) without one. */
export interface GatePlace {
  run<T>(check: () => Promise<T>): Promise<T>;
  leave(): void;
}

export interface HashGate {
  /** Takes a place in the lane (the reserved lane's are kept for it; when they are taken, any free one). */
  enter(lane?: GateLane): GatePlace;
  /** A place and its check at once. Both throw 503 synchronously when there is no place. */
  run<T>(check: () => Promise<T>, lane?: GateLane): Promise<T>;
}

export const hashGateBusy = () =>
  new AppError({
    code: 'unavailable',
    status: 503,
    message: 'error.unavailable',
    description: 'error.unavailable.description',
    headers: { 'retry-after': '1' },
    isShed: true,
  });

export function createHashGate({
  atOnce,
  queued,
  reserved = 0,
}: {
  atOnce: number;
  queued: number;
  reserved?: number;
}): HashGate {
  const capacity: Record<GateLane, number> = { any: atOnce + queued, reserved };
  const taken: Record<GateLane, number> = { any: 0, reserved: 0 };
  const waiting: Record<GateLane, (() => void)[]> = { any: [], reserved: [] };
  let running = 0;
  /** A finished check hands its turn to the next waiter, the reserved lane first. */
  const release = () => {
    const next = waiting.reserved.shift() ?? waiting.any.shift();
    if (next) next();
    else running--;
  };
  const enter = (wanted: GateLane = 'any'): GatePlace => {
    const lane = taken[wanted] < capacity[wanted] ? wanted : 'any';
    if (taken[lane] >= capacity[lane]) throw hashGateBusy();
    taken[lane]++;
    let isLeft = false;
    const leave = () => {
      if (!isLeft) taken[lane]--;
      isLeft = true;
    };
    return {
      leave,
      run(check) {
        const turn =
          running < atOnce
            ? (running++, Promise.resolve())
            : new Promise<void>((resolve) => waiting[lane].push(resolve));
        return turn.then(check).finally(() => {
          release();
          leave();
        });
      },
    };
  };
  return { enter, run: (check, lane) => enter(lane).run(check) };
}

/**
 * A guess behind the gate: its place first (503 at once without one), then `guess`, which decides the
 * budgets (checkGuess) and runs its argon2 check with `place.run`; the place is left however it ends.
 */
export async function guessInGate<T>(
  gate: HashGate,
  lane: GateLane,
  guess: (place: GatePlace) => Promise<T>,
): Promise<T> {
  const place = gate.enter(lane);
  try {
    return await guess(place);
  } finally {
    place.leave();
  }
}
