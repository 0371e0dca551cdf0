/** One text message to one phone. `to` is E.164; neither it nor the body may ever be logged. */
export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * Sends text messages (docs/architecture.md, house rule 5): the dev outbox outside production, Twilio in production.
 * A failure is thrown as an AppError that carries no vendor detail (and so no number).
 */
export interface SmsSender {
  readonly name: 'outbox' | 'twilio';
  send(message: SmsMessage): Promise<{ ref: string }>;
}
