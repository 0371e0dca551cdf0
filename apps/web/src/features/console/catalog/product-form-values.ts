import type {
  TCatalogProductCreate,
  TCatalogProductEdit,
  TCatalogProductView,
  TCatalogSkuCreate,
  TCatalogSkuView,
} from '@kiosk/contract';
import type { TLanguageCode } from '@kiosk/contract/values';
import { languagesOf, majorOf, minorOf, type TTexts } from './catalog-values';

/** One sku as typed: numbers are texts until saved; `isNew` until the server has it. */
export type TSkuFormValues = {
  /** The sku's place in the form while it is typed (a new one has no id yet). */
  key: number;
  id: string;
  isNew: boolean;
  titles: TTexts;
  isFree: boolean;
  /** The price in major units; empty: no price (unavailable). */
  price: string;
  dispenseQuantity: string;
  /** Minimum age in years; empty: none. */
  minAge: string;
  requiresAccessCode: boolean;
  isEmergencyDispense: boolean;
  isReservable: boolean;
  /** Form links, one a line. */
  formUrls: string;
  images: string[];
  sortOrder: number;
  /** When it was retired (hidden from every kiosk); null while in the catalogue, and for a new one. */
  retiredAt: string | null;
};

/** The product editor as typed, with the languages it shows fields for. */
export type TProductFormValues = {
  id: string;
  /** The programme's currency: prices are typed and shown in it. */
  currency: string;
  isNew: boolean;
  languages: TLanguageCode[];
  titles: TTexts;
  descriptions: TTexts;
  images: string[];
  sortOrder: string;
  /** When it was retired (hidden from every kiosk); null while in the catalogue, and for a new one. */
  retiredAt: string | null;
  skus: TSkuFormValues[];
};

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export const newSkuValues = (): TSkuFormValues => ({
  key: nextKey(),
  id: '',
  isNew: true,
  titles: {},
  isFree: false,
  price: '',
  dispenseQuantity: '1',
  minAge: '',
  requiresAccessCode: false,
  isEmergencyDispense: false,
  isReservable: false,
  formUrls: '',
  images: [],
  sortOrder: 100,
  retiredAt: null,
});

export const newProductValues = (currency: string): TProductFormValues => ({
  id: '',
  currency,
  isNew: true,
  languages: ['en'],
  titles: {},
  descriptions: {},
  images: [],
  sortOrder: '100',
  retiredAt: null,
  skus: [newSkuValues()],
});

const skuValuesOf = (sku: TCatalogSkuView, currency: string): TSkuFormValues => ({
  key: nextKey(),
  id: sku.id,
  isNew: false,
  titles: sku.titles,
  isFree: sku.price === 0,
  price: sku.price === null || sku.price === 0 ? '' : majorOf(sku.price, currency),
  dispenseQuantity: String(sku.dispenseQuantity),
  minAge: sku.minAge === null ? '' : String(sku.minAge),
  requiresAccessCode: sku.requiresAccessCode,
  isEmergencyDispense: sku.isEmergencyDispense,
  isReservable: sku.isReservable,
  formUrls: sku.formUrls.join('\n'),
  images: sku.images,
  sortOrder: sku.sortOrder,
  retiredAt: sku.retiredAt,
});

/** The editor of a stored product: every language it has a text in, prices in the programme's currency. */
export const productValuesOf = (product: TCatalogProductView, currency: string): TProductFormValues => ({
  id: product.id,
  currency,
  isNew: false,
  languages: languagesOf(product.titles, product.descriptions, ...product.skus.map((sku) => sku.titles)),
  titles: product.titles,
  descriptions: product.descriptions,
  images: product.images,
  sortOrder: String(product.sortOrder),
  retiredAt: product.retiredAt,
  skus: product.skus.map((sku) => skuValuesOf(sku, currency)),
});

/** A field the form reads before the server sees it, named as the server names it. */
export type TFormProblem = { field: string; key: 'price' | 'whole' };

/** Only the languages shown, each text trimmed, empty ones left out. */
const textsOf = (texts: TTexts, languages: TLanguageCode[]) =>
  Object.fromEntries(
    languages.flatMap((code) => {
      const text = texts[code]?.trim();
      return text ? [[code, text]] : [];
    }),
  );

const wholeOf = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : null);

/** A sku for the API, or the first field that is not a number where one is needed. */
const skuInputOf = (
  sku: TSkuFormValues,
  { languages, currency }: Pick<TProductFormValues, 'languages' | 'currency'>,
  at: string,
): { input: TCatalogSkuCreate } | { problem: TFormProblem } => {
  const price = sku.isFree ? 0 : sku.price.trim() === '' ? null : minorOf(sku.price, currency);
  const dispenseQuantity = wholeOf(sku.dispenseQuantity);
  const minAge = sku.minAge.trim() === '' ? null : wholeOf(sku.minAge);
  if (price === null && !sku.isFree && sku.price.trim() !== '')
    return { problem: { field: `${at}price`, key: 'price' } };
  if (dispenseQuantity === null) return { problem: { field: `${at}dispenseQuantity`, key: 'whole' } };
  if (minAge === null && sku.minAge.trim() !== '') return { problem: { field: `${at}minAge`, key: 'whole' } };
  return {
    input: {
      id: sku.id.trim(),
      titles: textsOf(sku.titles, languages),
      price,
      dispenseQuantity,
      minAge,
      requiresAccessCode: sku.requiresAccessCode,
      isEmergencyDispense: sku.isEmergencyDispense,
      isReservable: sku.isReservable,
      formUrls: sku.formUrls
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      images: sku.images,
      sortOrder: sku.sortOrder,
    },
  };
};

/** What saving sends: the product's own fields and each sku (new ones to add, the others to edit). */
export type TProductSave = {
  product: TCatalogProductEdit;
  skus: TCatalogSkuCreate[];
};

/** The product and skus the API takes, or the first field the form cannot read. */
export function productSaveOf(
  values: TProductFormValues,
): { save: TProductSave } | { problem: TFormProblem } {
  const sortOrder = wholeOf(values.sortOrder);
  if (sortOrder === null) return { problem: { field: 'sortOrder', key: 'whole' } };
  const skus: TCatalogSkuCreate[] = [];
  for (const [index, sku] of values.skus.entries()) {
    const read = skuInputOf(sku, values, `skus.${index}.`);
    if ('problem' in read) return read;
    skus.push(read.input);
  }
  const product = {
    titles: textsOf(values.titles, values.languages) as TCatalogProductEdit['titles'],
    descriptions: textsOf(values.descriptions, values.languages),
    images: values.images,
    sortOrder,
  };
  return { save: { product, skus } };
}

/** A new product as POST /console/catalog/products takes it. */
export const productCreateOf = (id: string, save: TProductSave): TCatalogProductCreate => ({
  id: id.trim(),
  ...save.product,
  skus: save.skus,
});

/** Adds a language's fields, or drops them with its texts (English stays). */
export const withLanguage = (values: TProductFormValues, code: TLanguageCode, isShown: boolean) => {
  if (code === 'en') return values;
  const drop = (texts: TTexts) => Object.fromEntries(Object.entries(texts).filter(([key]) => key !== code));
  return isShown
    ? { ...values, languages: [...values.languages, code] }
    : {
        ...values,
        languages: values.languages.filter((entry) => entry !== code),
        titles: drop(values.titles),
        descriptions: drop(values.descriptions),
        skus: values.skus.map((sku) => ({ ...sku, titles: drop(sku.titles) })),
      };
};
