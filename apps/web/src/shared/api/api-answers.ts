/** A load balancer with no API instance behind it: a reply, but not the API's. */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/**
 * A header on an answer the kiosk's offline shell gave from its kept copy (the device config): the call
 * succeeded, but the API did not answer it.
 */
export const KEPT_ANSWER_HEADER = 'x-kiosk-shell';

let lastAnswerAt = 0;
let lastNoAnswerAt = 0;

const unansweredListeners = new Set<() => void>();

/** Every call of this page notes whether the API answered it (a gateway error or no reply is no answer). */
export const noteApiAnswer = (isAnswer: boolean): void => {
  if (isAnswer) lastAnswerAt = Date.now();
  else {
    lastNoAnswerAt = Date.now();
    for (const listener of unansweredListeners) listener();
  }
};

/** Calls `listener` whenever a call goes unanswered; returns the unsubscribe. */
export const onApiUnanswered = (listener: () => void): (() => void) => {
  unansweredListeners.add(listener);
  return () => void unansweredListeners.delete(listener);
};

/** Whether a call was answered within the last `ms` and none has gone unanswered since. */
export const hasApiAnsweredWithin = (ms: number): boolean =>
  lastAnswerAt > lastNoAnswerAt && Date.now() - lastAnswerAt < ms;
