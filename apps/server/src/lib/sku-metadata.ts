import type { TSku } from '@kiosk/contract';

/**
 * A sku's metadata as the API answers it, from the sku as stored: the catalogue's skus and an order's
 * lines say it alike (catalog and orders both use it; neither imports the other for it).
 */
export const skuMetadata = (sku: {
  formUrls: string[];
  isEmergencyDispense: boolean;
  minAge: number | null;
  requiresAccessCode: boolean;
  isReservable: boolean;
}): TSku['metadata'] => ({
  formUrls: sku.formUrls,
  isEmergencyDispense: sku.isEmergencyDispense,
  minAge: sku.minAge,
  requiresAccessCode: sku.requiresAccessCode,
  isReservable: sku.isReservable,
});
