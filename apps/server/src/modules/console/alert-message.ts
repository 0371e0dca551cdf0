import { cldrLocaleOf, type TAlertKind } from '@kiosk/contract';

/** What an alert's message says, with the names already in the message's language. */
export type TAlertMessageInput = {
  kind: TAlertKind;
  event: 'raised' | 'cleared';
  deviceId: string;
  deviceName: string;
  /** The item's one name ("Product — option"), null for an alert of the whole kiosk. */
  item: string | null;
  since: Date;
  clearedAt: Date | null;
  value: number | null;
  threshold: number | null;
};

/**
 * Where the message is read: its language and time zone. Operators have no language or time zone of
 * their own, so the alerts are written in the programme's default language and the kiosk's time zone.
 */
export type TAlertMessageWhere = { language: string; timeZone: string };

const KIND_TITLES: Record<TAlertKind, string> = {
  low_stock: 'Low stock',
  offline: 'Kiosk offline',
  slot_fault: 'Slot fault',
  dispense_failures: 'Repeated dispense failures',
};

/** A moment as the reader's clock shows it, with the zone named: "Nov 17, 2026, 01:30 AM PST". */
export function alertTime(at: Date, { language, timeZone }: TAlertMessageWhere): string {
  return new Intl.DateTimeFormat(cldrLocaleOf(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

const counted = (count: number, one: string, other: string, language: string): string =>
  `${count} ${new Intl.PluralRules(cldrLocaleOf(language)).select(count) === 'one' ? one : other}`;

/** The sentence of a raised alert: what holds, where, since when, against which threshold. */
function raisedSentence(alert: TAlertMessageInput, kiosk: string, where: TAlertMessageWhere): string {
  const since = alertTime(alert.since, where);
  const value = alert.value ?? 0;
  const units = (n: number) => counted(n, 'unit', 'units', where.language);
  switch (alert.kind) {
    case 'low_stock':
      return (
        `${alert.item ?? 'An item'} is running low at ${kiosk}: ${units(value)} left` +
        (alert.threshold === null ? '' : `, at or under the alert threshold of ${units(alert.threshold)}`) +
        `. Noticed ${since}.`
      );
    case 'slot_fault':
      return `The slot of ${alert.item ?? 'an item'} at ${kiosk} has been out of service since ${since}, after a failed dispense. It stays out of service until staff clear the fault.`;
    case 'offline':
      return (
        `${kiosk} has been offline since ${since}: ${counted(value, 'minute', 'minutes', where.language)} when this alert was raised` +
        (alert.threshold === null ? '' : `, longer than the ${alert.threshold} minutes an alert waits`) +
        '.'
      );
    case 'dispense_failures':
      return (
        `${kiosk} had ${counted(value, 'failed unit', 'failed units', where.language)} in the last 24 hours` +
        (alert.threshold === null ? '' : `, at or over the alert threshold of ${alert.threshold}`) +
        `. Noticed ${since}.`
      );
  }
}

/** An alert's e-mail or webhook message: a subject line and whole sentences in the reader's time zone. */
export function alertMessage(
  alert: TAlertMessageInput,
  where: TAlertMessageWhere,
): { subject: string; body: string } {
  const kiosk = `${alert.deviceName} (${alert.deviceId})`;
  const title = KIND_TITLES[alert.kind];
  const subject = `${alert.event === 'cleared' ? 'Cleared: ' : ''}${title}: ${kiosk}${alert.item ? `, ${alert.item}` : ''}`;
  if (alert.event === 'raised') return { subject, body: raisedSentence(alert, kiosk, where) };
  const about = alert.item ? ` for ${alert.item}` : '';
  const clearedAt = alert.clearedAt ? ` on ${alertTime(alert.clearedAt, where)}` : '';
  return {
    subject,
    body: `The ${title.toLowerCase()} alert${about} at ${kiosk}, raised ${alertTime(alert.since, where)}, was cleared${clearedAt}.`,
  };
}
