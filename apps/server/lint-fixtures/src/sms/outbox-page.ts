import { listOutbox } from './outbox.repository';

/** Its own folder's repository (allowed). */
export const outboxPage = () => listOutbox();
