/** A load balancer with no API instance behind it: a reply, but not the API's. */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

let lastAnswerAt = 0;
let lastNoAnswerAt = 0;

/** Every call of this page notes whether the API answered it (a gateway error or no reply is no answer). */
export const noteApiAnswer = (isAnswer: boolean): void => {
  if (isAnswer) lastAnswerAt = Date.now();
  else lastNoAnswerAt = Date.now();
};

/** Whether a call was answered within the last `ms` and none has gone unanswered since. */
export const hasApiAnsweredWithin = (ms: number): boolean =>
  lastAnswerAt > lastNoAnswerAt && Date.now() - lastAnswerAt < ms;
