/** Between a product's title and its option's in an item's name. */
export const ITEM_NAME_SEPARATOR = ' — ';

/**
 * The one name of an item (a sku) wherever it is shown or sent: "Product — option" ("Condoms — Regular,
 * 3-pack"), so an option's title alone ("2-pack", "Single test") never stands for the item. An option
 * without a title of its own, or titled as its product, is named by the product alone.
 */
export function itemName(productTitle: string, optionTitle: string): string {
  const product = productTitle.trim();
  const option = optionTitle.trim();
  if (!product) return option;
  if (!option || option.toLocaleLowerCase() === product.toLocaleLowerCase()) return product;
  return `${product}${ITEM_NAME_SEPARATOR}${option}`;
}
