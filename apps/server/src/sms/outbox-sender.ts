import type { Db } from '../db/client';
import { insertOutboxMessage } from './outbox.repository';
import { maskPhone } from './phone-mask';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * The dev sender: keeps each message in the sms_outbox table with the number masked, for
 * `GET /dev/outbox?deviceId=` with that kiosk's staff passkey (outside production only). Nothing leaves
 * the machine.
 */
export function createOutboxSender(options: { db: Db; now: () => Date }): SmsSender {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      const id = await insertOutboxMessage(options.db, maskPhone(message.to), message.body, options.now());
      return { ref: `outbox-${id}` };
    },
  };
}
