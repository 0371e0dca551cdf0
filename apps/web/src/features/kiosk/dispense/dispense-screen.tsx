import '../kiosk-texts';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { DispenseComplete } from './dispense-complete';
import { DispenseFailure } from './dispense-failure';
import { dispenseProgressOf } from './dispense-progress';
import { DispensingStatus } from './dispensing-status';
import { useDispenseScreen } from './use-dispense-screen';

/**
 * /orders/{id}/dispense: starts the dispense (docs/product.md §4 'Dispense') and, while the call runs, follows
 * the order to show each 'Item X of Y' and 'Please retrieve your items from the kiosk'; then the
 * complete screen, or the failure screen with refund guidance and the device's support phone.
 */
export function DispenseScreen() {
  const { deviceId, order, phase, shownDispensed, supportPhone } = useDispenseScreen();

  if (!deviceId) return <NoDeviceAlert />;
  if (phase === 'failure') {
    const { total, dispensed } = dispenseProgressOf(order);
    return <DispenseFailure counts={order ? { dispensed, total } : null} supportPhone={supportPhone} />;
  }
  if (phase === 'complete') return <DispenseComplete />;
  const { current, total, dispensed } = dispenseProgressOf(
    order && { quantityDispensed: shownDispensed, quantityTotal: order.quantityTotal },
  );
  return <DispensingStatus current={current} total={total} dispensed={dispensed} />;
}
