/** The phone's reserve pages (spec §2), filled and encoded. */
const seg = encodeURIComponent;

export const reservePaths = {
  products: (deviceId: string) => `/devices/${seg(deviceId)}/reserve-products`,
  product: (deviceId: string, productId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}`,
  form: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/reserve-form`,
  payment: (deviceId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/orders/${seg(orderId)}/reserve-payment`,
  placeOrder: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/place-order`,
  confirmation: (deviceId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/orders/${seg(orderId)}/reserve-confirmation`,
};

/** The address the kiosk's 'Reserve on your phone' QR code opens. */
export const reserveProductsUrl = (origin: string, deviceId: string): string =>
  `${origin}${reservePaths.products(deviceId)}`;
