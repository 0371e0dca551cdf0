import { AppError, validation } from '../../http/app-error';

/** A sku this kiosk does not sell (or that does not exist), named by its line of the order. */
export const notSoldHere = (index: number) => validation(`skus.${index}.skuId`, 'not sold on this kiosk');

export const outOfStock = (title: string, quantity: number) =>
  new AppError({
    code: 'out_of_stock',
    status: 409,
    message: 'error.outOfStock',
    description: 'error.outOfStock.description',
    params: { title, quantity },
  });
