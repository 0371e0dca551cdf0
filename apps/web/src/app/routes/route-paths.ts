/** Every route of spec §2, as react-router patterns. */
export const ROUTES = {
  // Kiosk
  home: '/',
  help: '/help',
  idleScreen: '/idle-screen',
  products: '/products',
  product: '/products/:id',
  workflowManager: '/orders/:orderId/workflow-manager',
  payment: '/orders/:id/payment',
  orderStatus: '/orders/:id/status',
  orderForm: '/orders/:id/form',
  staffAuth: '/stock-management/auth',
  reserveAuthorization: '/reserve-authorization',
  // Inside the stock-management context (shared app state, DESIGN §4)
  dispense: '/orders/:id/dispense',
  stockManagement: '/stock-management',
  adjustStock: '/adjust-stock',
  testDispenseStatus: '/test-dispense-status',
  // Mobile
  checkEligibility: '/mobile/:deviceId/orders/:orderId/discounts/check-eligibility',
  mfaPhone: '/mobile/:deviceId/orders/:orderId/discounts/mfa-phone',
  mfaCode: '/mobile/:deviceId/orders/:orderId/discounts/mfa-code',
  offerAvailability: '/mobile/:deviceId/orders/:orderId/discounts/offer-availability',
  mobileOrderStatus: '/mobile/:deviceId/orders/:orderId/discounts/status',
  paymentStatus: '/mobile/payment/status',
  // Reserve
  reserveProducts: '/devices/:deviceId/reserve-products',
  reserveProduct: '/devices/:deviceId/reserve-products/:productId',
  reserveConfirmation: '/devices/:deviceId/orders/:orderId/reserve-confirmation',
  reserveForm: '/devices/:deviceId/reserve-products/:productId/orders/:orderId/reserve-form',
  reservePayment: '/devices/:deviceId/orders/:orderId/reserve-payment',
  placeOrder: '/devices/:deviceId/reserve-products/:productId/orders/:orderId/place-order',
} as const;

export type TRouteName = keyof typeof ROUTES;

/** The product detail path of one product. */
export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;
