import '../kiosk-texts';
import { useEffect, useReducer, type ComponentType } from 'react';
import { workflowKey } from '@kiosk/contract/values';
import type { TWorkflowSubType } from '@kiosk/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelOrder, useOrder } from '../../../shared/api/orders-api';
import { useWorkflows } from './workflows-api';
import {
  ROUTES,
  orderPaths,
  reservePaths,
  DEFAULT_FLOW,
  FLOW_PARAM,
  PRODUCT_PARAM,
} from '../../../shared/routes/paths';
import { readWorkflowParam, withWorkflowParam } from '../../../shared/lib/route-rules';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useOrderContext } from '../order-flow/use-order-context';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';
import { AccessCodeStep } from './access-code-step';
import { AgeStep } from './age-step';
import { routeAfterWorkflows } from './route-after-workflows';
import { INITIAL_WORKFLOW_MANAGER_STATE, workflowManagerReducer } from './workflow-manager-state';
import type { TWorkflowStepProps } from './workflow-step-props';

/** The screen of each selected workflow subtype. */
const STEP_SCREENS: Partial<Record<TWorkflowSubType, ComponentType<TWorkflowStepProps>>> = {
  'age-authorization': AgeStep,
  'code-authorization': AccessCodeStep,
};

/**
 * docs/product.md §4 workflow manager at /orders/{orderId}/workflow-manager: fetches the order's workflows,
 * keeps the selected keys (first current, rest pending), shows the current step with
 * `?workflow=<key>` on the path, and with none left fetches the order and routes it by flow key
 * (`?flow=`: checkout by default, reserve, reserve-auth). When no route matches, the workflow
 * completes at once on the order's status page.
 */
export function WorkflowManagerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { deviceId, orderId, locale } = useOrderContext();
  const flow = searchParams.get(FLOW_PARAM) ?? DEFAULT_FLOW;
  const productId = searchParams.get(PRODUCT_PARAM);
  const [state, dispatch] = useReducer(workflowManagerReducer, INITIAL_WORKFLOW_MANAGER_STATE);
  const workflows = useWorkflows(deviceId, orderId, locale);
  const isDone = state.phase === 'done';
  const testMode = useTestMode();
  // Without its steps or its order the manager cannot go on: a failure shows the error page.
  const order = useOrder(deviceId, isDone ? orderId : undefined, locale, { testMode, showsErrorPage: true });

  // 1. On start the workflows are filtered to the selected keys: first current, rest pending.
  useEffect(() => {
    if (state.phase === 'idle' && workflows.data) dispatch({ type: 'start', workflows: workflows.data });
  }, [state.phase, workflows.data]);

  // 2. The current step is shown by the `workflow` parameter of the path.
  const currentKey = state.current ? workflowKey(state.current) : null;
  useEffect(() => {
    if (!currentKey || readWorkflowParam(location.search) === currentKey) return;
    void navigate(
      { pathname: location.pathname, search: withWorkflowParam(location.search, currentKey) },
      { replace: true },
    );
  }, [currentKey, location.pathname, location.search, navigate]);

  // 3./4. With none left the order is routed by flow key, or the workflow completes at once.
  useEffect(() => {
    if (!isDone || !order.data || !orderId) return;
    const next = routeAfterWorkflows({ flow, order: order.data, deviceId, productId });
    // Test orders are never charged: in test mode payment is skipped (docs/product.md §4 test dispense mode).
    const target = testMode && next === orderPaths.payment(orderId) ? orderPaths.dispense(orderId) : next;
    void navigate(target ?? orderPaths.status(orderId), { replace: true });
  }, [isDone, order.data, orderId, flow, deviceId, productId, navigate, testMode]);

  if (!deviceId) return <NoDeviceAlert />;
  if (!orderId) return null;
  const Step = state.current ? STEP_SCREENS[state.current.subType] : undefined;
  if (!state.current || !currentKey || !Step) return <BusyStatus label={t('workflow.loading')} />;

  const onCancel = () => {
    cancelOrder(deviceId, orderId).catch((error: unknown) =>
      console.error('Failed to cancel the order', error),
    );
    const target =
      flow === 'reserve' && productId
        ? reservePaths.product(deviceId, productId)
        : productId
          ? orderPaths.product(productId)
          : ROUTES.products;
    void navigate(target);
  };

  return (
    <Step
      key={currentKey}
      workflow={state.current}
      workflowKey={currentKey}
      deviceId={deviceId}
      orderId={orderId}
      locale={locale}
      formData={state.formData[currentKey] ?? {}}
      onFieldChange={(field, value) => dispatch({ type: 'setField', key: currentKey, field, value })}
      onClearForm={() => dispatch({ type: 'clearForm', key: currentKey })}
      onNext={() => dispatch({ type: 'next' })}
      onCancel={onCancel}
    />
  );
}
