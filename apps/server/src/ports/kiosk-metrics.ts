import type { DeviceLinkRefusal, DispenseOutcome } from '@kiosk/device-link';

/** The counters the modules call, as the app's context holds them; `modules/metrics/metrics.ts` builds them. */

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'invalid_signature' | 'mismatch' | 'error';
export type AnalyticsResult = 'accepted' | 'rejected';
/** Why a one-time code was not texted: a cap per address, kiosk, programme, number or order, or its country. */
export type SmsRefusal = 'address' | 'kiosk' | 'programme' | 'phone' | 'order' | 'country';

/** One kiosk's state for the fleet gauges (read from the console's fleet rows at each scrape). */
export interface KioskGaugeRow {
  deviceId: string;
  isOnline: boolean;
  naloxoneUnits: number;
  isLowStock: boolean;
  slotFaults: number;
}

/** The counters other modules call, and the HTTP histogram. One set per app, built with it (AppContext.metrics). */
export interface KioskMetrics {
  /** The app's metrics and the process's standard ones, in the text exposition format 0.0.4. */
  render(): Promise<string>;
  /** An order entered `status` (call it on every transition, creation included): kiosk_orders_total{status,mode}. */
  orderStatus(status: string, options?: { isTest?: boolean }): void;
  /**
   * One unit's outcome: dropped → kiosk_units_dispensed_total; else
   * kiosk_dispense_failures_total{device,reason,mode}, so an alert can name the kiosk.
   */
  dispenseOutcome(outcome: DispenseOutcome, options: { deviceId: string; isTest?: boolean }): void;
  /** A payment webhook handled: kiosk_payment_webhooks_total{provider,result}. */
  webhook(provider: string, result: WebhookResult): void;
  /** Analytics events stored (accepted) or left out (rejected): kiosk_analytics_events_total{result}. */
  analyticsEvents(result: AnalyticsResult, count: number): void;
  /** A property the server's sanitiser dropped (the client should have): kiosk_analytics_properties_dropped_total{reason}. */
  analyticsPropertyDropped(reason: string): void;
  /** A device-link message dropped because it is not its kiosk's to send: kiosk_device_link_refused_total{reason}. */
  deviceLinkRefused(reason: DeviceLinkRefusal): void;
  /** An offline kit refused by its bounds (window, rate, stock): kiosk_offline_kits_refused_total{reason}. */
  offlineKitRefused(reason: 'window' | 'rate' | 'stock'): void;
  /** A one-time code texted (kiosk_sms_codes_sent_total) or refused (kiosk_sms_codes_refused_total{reason}). */
  smsCode(result: 'sent' | SmsRefusal): void;
  /** The programme-wide hourly cap of codes (SMS_CODES_PER_HOUR): kiosk_sms_codes_hourly_cap, for the alert. */
  setSmsHourlyCap(cap: number): void;
  /**
   * The fleet's state, per kiosk (bounded by the fleet's size, never per order): kiosk_online,
   * kiosk_naloxone_units, kiosk_low_stock, kiosk_slot_faults. Replaces the previous set, so a removed
   * kiosk's series go away.
   */
  setFleet(rows: KioskGaugeRow[]): void;
  /** A finished HTTP request, by route pattern (never the raw URL): http_request_duration_seconds. */
  httpRequest(input: {
    method: string;
    route: string | undefined;
    statusCode: number;
    seconds: number;
  }): void;
}
