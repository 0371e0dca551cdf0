import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TLanguageCode } from '@kiosk/contract';
import { ApiError } from '../../shared/api/api-error';
import { useProducts } from '../../shared/api/products-api';
import { stockQueries } from './stock-api';
import { endStaffSession } from '../../shared/staff-session/staff-session-store';

/** A staff call answered 401: the passkey changed meanwhile (rotated), so the session ends. */
const useEndSessionOn401 = (error: unknown) => {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) endStaffSession();
  }, [error]);
};

export const useStockList = (deviceId: string, passkey: string, locale: TLanguageCode) => {
  const query = useQuery(stockQueries.list(deviceId, passkey, locale));
  useEndSessionOn401(query.error);
  return query;
};

export const useStockAudit = (deviceId: string, passkey: string) => {
  const query = useQuery(stockQueries.audit(deviceId, passkey));
  useEndSessionOn401(query.error);
  return query;
};

export const useSlotFaults = (deviceId: string, passkey: string, locale: TLanguageCode) => {
  const query = useQuery(stockQueries.faults(deviceId, passkey, locale));
  useEndSessionOn401(query.error);
  return query;
};

/** Product titles and sku pack sizes of the catalogue, to name stock rows ("Hygiene Kit — Kit"). */
export const useCatalogueNames = (deviceId: string, locale: TLanguageCode) => {
  const products = useProducts(deviceId, locale);
  return useMemo(() => {
    const productTitles = new Map<string, string>();
    const packSizes = new Map<string, number>();
    for (const product of products.data ?? []) {
      productTitles.set(product.id, product.title);
      for (const sku of product.skus) packSizes.set(sku.id, sku.dispenseQuantity);
    }
    return { productTitles, packSizes };
  }, [products.data]);
};
