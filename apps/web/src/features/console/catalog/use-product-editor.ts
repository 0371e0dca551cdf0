import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createCatalogProduct,
  createCatalogSku,
  editCatalogProduct,
  editCatalogSku,
} from '../../../shared/api/catalog-api';
import { isFieldOf } from './catalog-values';
import {
  productCreateOf,
  productSaveOf,
  type TProductFormValues,
  type TProductSave,
} from './product-form-values';
import { PartRefusal, useCatalogSave } from './use-catalog-save';

/** Edits a stored product: its own fields, then each sku (a new one added, the others edited). */
async function saveStored(productId: string, save: TProductSave, values: TProductFormValues) {
  await editCatalogProduct(productId, save.product);
  for (const [index, sku] of save.skus.entries()) {
    const { id, ...edit } = sku;
    try {
      if (values.skus[index]?.isNew) await createCatalogSku(productId, sku);
      else await editCatalogSku(id, edit);
    } catch (error) {
      throw new PartRefusal(`skus.${index}.`, error);
    }
  }
}

/**
 * The product editor's state: the values as typed, and saving them (a new product is created with its
 * skus; after that the same page edits it). A field the form cannot read is named before anything is sent.
 */
export function useProductEditor(initial: TProductFormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  /** What the live region says of a change made apart from saving (a retirement); a save clears it. */
  const [said, setSaid] = useState<string | null>(null);
  const action = useCatalogSave(async () => {
    const read = productSaveOf(values);
    if ('problem' in read) throw new Error('unreachable: checked before');
    if (values.isNew) await createCatalogProduct(productCreateOf(values.id, read.save));
    else await saveStored(values.id, read.save, values);
    setValues((current) => ({
      ...current,
      isNew: false,
      skus: current.skus.map((sku) => ({ ...sku, isNew: false })),
    }));
    return { title: read.save.product.titles.en };
  });
  const save = () => {
    setSaid(null);
    const read = productSaveOf(values);
    if ('problem' in read)
      action.setProblem({
        field: read.problem.field,
        text: t(`catalog.editor.invalid.${read.problem.key}`),
      });
    else action.start();
  };
  /** The refusal's text when it names this field (or a part of it). */
  const errorOf = (field: string): string | undefined =>
    action.problem && isFieldOf(action.problem.field, field) ? action.problem.text : undefined;
  return { values, setValues, save, errorOf, said, setSaid, ...action };
}

export type TProductEditor = ReturnType<typeof useProductEditor>;
