import { cldrLocaleOf, type TAlertKind } from '@kiosk/contract';
import { translate } from '../../i18n/translate';

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
 * their own, so the alerts are written in the server's ALERT_LANGUAGE and the kiosk's time zone.
 */
export type TAlertMessageWhere = { language: string; timeZone: string };

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

const sentenceCase = (text: string, language: string): string =>
  text.charAt(0).toLocaleUpperCase(cldrLocaleOf(language)) + text.slice(1);

/** The sentence of a raised alert: what holds, where, since when, against which threshold. */
function raisedSentence(alert: TAlertMessageInput, kiosk: string, where: TAlertMessageWhere): string {
  const { language } = where;
  const since = alertTime(alert.since, where);
  const item = alert.item ?? translate(language, 'alert.unnamedItem');
  const value = alert.value ?? 0;
  const threshold = alert.threshold;
  switch (alert.kind) {
    case 'low_stock': {
      const left = translate(language, 'alert.units', { count: value });
      const params = { item, kiosk, left, since };
      if (threshold === null) return sentenceCase(translate(language, 'alert.lowStock', params), language);
      const limit = translate(language, 'alert.units', { count: threshold });
      return sentenceCase(
        translate(language, 'alert.lowStock.threshold', { ...params, threshold: limit }),
        language,
      );
    }
    case 'slot_fault':
      return translate(language, 'alert.slotFault', { item, kiosk, since });
    case 'offline': {
      const params = { kiosk, since, minutes: translate(language, 'alert.minutes', { count: value }) };
      if (threshold === null) return translate(language, 'alert.offline', params);
      const wait = translate(language, 'alert.minutes', { count: threshold });
      return translate(language, 'alert.offline.threshold', { ...params, threshold: wait });
    }
    case 'dispense_failures': {
      const params = { kiosk, since, failed: translate(language, 'alert.failedUnits', { count: value }) };
      if (threshold === null) return translate(language, 'alert.dispenseFailures', params);
      return translate(language, 'alert.dispenseFailures.threshold', { ...params, threshold });
    }
  }
}

/**
 * An alert's e-mail or webhook message in the reader's language: a subject line and whole sentences in
 * the reader's time zone. A cleared alert without its clearing time is told as cleared now.
 */
export function alertMessage(
  alert: TAlertMessageInput,
  where: TAlertMessageWhere,
): { subject: string; body: string } {
  const { language } = where;
  const kiosk = `${alert.deviceName} (${alert.deviceId})`;
  const title = translate(language, `alert.title.${alert.kind}`);
  const named = alert.item
    ? translate(language, 'alert.subject.item', { title, kiosk, item: alert.item })
    : translate(language, 'alert.subject', { title, kiosk });
  if (alert.event === 'raised') return { subject: named, body: raisedSentence(alert, kiosk, where) };
  const params = {
    title: title.toLocaleLowerCase(cldrLocaleOf(language)),
    kiosk,
    since: alertTime(alert.since, where),
    clearedAt: alertTime(alert.clearedAt ?? new Date(), where),
  };
  return {
    subject: translate(language, 'alert.subject.cleared', { subject: named }),
    body: alert.item
      ? translate(language, 'alert.cleared.item', { ...params, item: alert.item })
      : translate(language, 'alert.cleared', params),
  };
}
