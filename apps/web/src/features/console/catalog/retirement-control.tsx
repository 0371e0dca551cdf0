import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { setCatalogProductRetired, setCatalogSkuRetired } from '../../../shared/api/catalog-api';
import { ConfirmDialog } from '../../../shared/console-ui/confirm-dialog';
import { useCatalogSave } from './use-catalog-save';

type TRetirementProps = {
  kind: 'product' | 'sku';
  id: string;
  /** The name the texts say (its English title, else its id). */
  name: string;
  /** The button's words name the pack by its place in the editor ("Retire pack 2"). */
  n?: number;
  retiredAt: string | null;
  /** An admin may retire or bring back; a viewer reads only whether it is retired. */
  isReadOnly: boolean;
  /** The new state, and what the page's live region says of it. */
  onChanged: (retiredAt: string | null, said: string) => void;
};

/**
 * Whether a stored product or pack is retired, and (to an admin) the button that retires it (asked first)
 * or brings it back. What happened is said in the editor's polite live region, a refusal in an alert.
 */
export function RetirementControl({ kind, id, name, n, retiredAt, isReadOnly, onChanged }: TRetirementProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const isRetired = retiredAt !== null;
  const change = useCatalogSave(async () => {
    const view =
      kind === 'product'
        ? await setCatalogProductRetired(id, !isRetired)
        : await setCatalogSkuRetired(id, !isRetired);
    onChanged(
      view.retiredAt,
      t(view.retiredAt ? 'catalog.retirement.retired' : 'catalog.retirement.restored', { name }),
    );
  });
  const onClick = () => (isRetired ? change.start() : setIsAsking(true));
  const label = t(
    `catalog.retirement.${isRetired ? 'restore' : 'retire'}${kind === 'product' ? 'Product' : 'Sku'}`,
    { n },
  );
  return (
    <Box
      data-retirement={kind}
      sx={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}
    >
      {isRetired ? (
        <Typography variant="p5" sx={{ fontWeight: 600 }}>
          {t(kind === 'product' ? 'catalog.retirement.productRetired' : 'catalog.retirement.skuRetired')}
        </Typography>
      ) : null}
      {change.problem ? (
        <Alert severity="error" role="alert">
          {change.problem.text}
        </Alert>
      ) : null}
      {isReadOnly ? null : (
        <Button
          type="button"
          variant="outlined"
          color={isRetired ? 'primary' : 'error'}
          onClick={onClick}
          disabled={change.isBusy}
          sx={{ minHeight: 44 }}
        >
          {label}
        </Button>
      )}
      <ConfirmDialog
        id={`retire-${kind}-${id}`}
        texts={
          isAsking
            ? {
                title: t('catalog.retirement.confirmTitle', { name }),
                body: t('catalog.retirement.confirmBody'),
                confirm: t('catalog.retirement.confirm'),
                cancel: t('catalog.retirement.cancel'),
              }
            : null
        }
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setIsAsking(false);
          change.start();
        }}
      />
    </Box>
  );
}
