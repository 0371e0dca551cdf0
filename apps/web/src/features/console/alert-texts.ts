import type { TAlert, TAlertKind } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';

export const ALERT_KIND_KEYS = {
  low_stock: 'console.alerts.kind.lowStock',
  offline: 'console.alerts.kind.offline',
  slot_fault: 'console.alerts.kind.slotFault',
  dispense_failures: 'console.alerts.kind.dispenseFailures',
} as const satisfies Record<TAlertKind, string>;

const DETAIL_KEYS = {
  low_stock: 'console.alerts.detail.lowStock',
  offline: 'console.alerts.detail.offline',
  slot_fault: 'console.alerts.detail.slotFault',
  dispense_failures: 'console.alerts.detail.dispenseFailures',
} as const satisfies Record<TAlertKind, string>;

/** An alert's kind and what was seen against its threshold, in words (the sku by its title). */
export const useAlertText = (format: TConsoleFormat) => {
  const { t } = useTranslation();
  return (alert: TAlert) => ({
    kind: t(ALERT_KIND_KEYS[alert.kind]),
    detail: t(DETAIL_KEYS[alert.kind], {
      sku: alert.skuTitle ?? alert.skuId ?? '',
      value: alert.value === null ? '?' : format.integer(alert.value),
      threshold: alert.threshold === null ? '?' : format.integer(alert.threshold),
    }),
  });
};
