/** Addresses of the order flow (spec §2), filled and encoded. */

const seg = encodeURIComponent;

/** Flow routing keys (spec §3): which path the workflow manager takes once the steps are done. */
export const FLOW_KEYS = ['checkout', 'reserve', 'reserve-auth'] as const;
export type TFlowKey = (typeof FLOW_KEYS)[number];
export const DEFAULT_FLOW: TFlowKey = 'checkout';

/** Query parameters the workflow manager reads besides `workflow`. */
export const FLOW_PARAM = 'flow';
export const PRODUCT_PARAM = 'productId';

export const isFlowKey = (value: unknown): value is TFlowKey =>
  typeof value === 'string' && (FLOW_KEYS as readonly string[]).includes(value);

export const orderPaths = {
  dispense: (orderId: string) => `/orders/${seg(orderId)}/dispense`,
  form: (orderId: string) => `/orders/${seg(orderId)}/form`,
  payment: (orderId: string) => `/orders/${seg(orderId)}/payment`,
  status: (orderId: string) => `/orders/${seg(orderId)}/status`,
  product: (productId: string) => `/products/${seg(productId)}`,
  reserveProduct: (deviceId: string, productId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}`,
  reserveForm: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/reserve-form`,
  reservePayment: (deviceId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/orders/${seg(orderId)}/reserve-payment`,
  placeOrder: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/place-order`,
  /**
   * The workflow manager of an order. The checkout flow is the default and needs no parameter; the
   * reserve flow names its product (for routing and for cancel).
   */
  workflowManager: (orderId: string, options: { flow?: TFlowKey; productId?: string } = {}) => {
    const params = new URLSearchParams();
    if (options.flow && options.flow !== DEFAULT_FLOW) params.set(FLOW_PARAM, options.flow);
    if (options.productId) params.set(PRODUCT_PARAM, options.productId);
    const query = params.toString();
    return `/orders/${seg(orderId)}/workflow-manager${query ? `?${query}` : ''}`;
  },
};
