import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { saveAssortment } from '../../../shared/api/catalog-api';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { useRoleReaches } from '../use-role-reaches';
import { OfferedRows, skuName } from './assortment-rows';
import { assortmentUpdateOf, offered, type TAssortmentValues } from './assortment-values';
import { isFieldOf } from './catalog-values';
import { useCatalogSave } from './use-catalog-save';

/** Picks a sku of the rest of the catalogue and offers it, last. */
function AddSku({
  values,
  onChange,
}: {
  values: TAssortmentValues;
  onChange: (values: TAssortmentValues) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const left = values.notOffered;
  if (left.length === 0) return <Typography variant="p5">{t('catalog.assortment.allOffered')}</Typography>;
  const choice = left.some((sku) => sku.skuId === picked) ? picked : left[0]!.skuId;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <TextField
        id="assortment-add"
        select
        label={t('catalog.assortment.toAdd')}
        value={choice}
        onChange={(event) => setPicked(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 320 }}
      >
        {left.map((sku) => (
          <option key={sku.skuId} value={sku.skuId}>
            {skuName(sku)}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => onChange(offered(values, choice))}>
        {t('catalog.assortment.add')}
      </Button>
    </Box>
  );
}

/** A kiosk's assortment as an admin edits it (read-only to the others), saved whole. */
export function AssortmentForm({ initial, deviceId }: { initial: TAssortmentValues; deviceId: string }) {
  const { t } = useTranslation();
  const isReadOnly = !useRoleReaches('admin');
  const [values, setValues] = useState(initial);
  const action = useCatalogSave(async () => {
    const read = assortmentUpdateOf(values);
    if (!('update' in read)) throw new Error('unreachable: checked before');
    await saveAssortment(deviceId, read.update);
    return true;
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = assortmentUpdateOf(values);
    if ('field' in read) action.setProblem({ field: read.field, text: t('catalog.editor.invalid.price') });
    else action.start();
  };
  const priceError = (index: number) =>
    action.problem && isFieldOf(action.problem.field, `skus.${index}.price`)
      ? action.problem.text
      : undefined;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {isReadOnly ? (
        <Typography variant="p5" sx={{ mb: 8 }}>
          {t('catalog.readOnly')}
        </Typography>
      ) : null}
      <ConsoleSection id="offered-heading" title={t('catalog.assortment.offered')}>
        <OfferedRows values={values} onChange={setValues} isReadOnly={isReadOnly} priceError={priceError} />
      </ConsoleSection>
      {isReadOnly ? null : (
        <>
          <ConsoleSection id="not-offered-heading" title={t('catalog.assortment.notOffered')}>
            <AddSku values={values} onChange={setValues} />
          </ConsoleSection>
          {action.problem ? (
            <Alert severity="error" role="alert" sx={{ my: 6 }}>
              {action.problem.text}
            </Alert>
          ) : null}
          <Box role="status" aria-live="polite" sx={{ my: 6 }}>
            {action.saved && !action.isBusy ? (
              <Alert severity="success">{t('catalog.assortment.saved')}</Alert>
            ) : null}
          </Box>
          <Button type="submit" variant="contained" disabled={action.isBusy} sx={{ minHeight: 44 }}>
            {action.isBusy ? t('stock.saving') : t('stock.save')}
          </Button>
        </>
      )}
    </Box>
  );
}
