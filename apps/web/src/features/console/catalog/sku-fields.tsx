import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_NAMES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { langTagOf } from '../../../shared/lib/money';
import { CheckField } from './check-field';
import { newSkuValues, type TSkuFormValues } from './product-form-values';
import { RetirementControl } from './retirement-control';
import type { TProductEditor } from './use-product-editor';

const FIELD_SX = { maxWidth: 560 } as const;

type TSkuProps = { editor: TProductEditor; index: number; isReadOnly: boolean };
type TSkuText = 'id' | 'price' | 'dispenseQuantity' | 'minAge' | 'formUrls';
type TSkuFlag = 'requiresAccessCode' | 'isEmergencyDispense' | 'isReservable';

/** Changes one sku of the editor's values. */
const useSkuChange = ({ editor, index }: TSkuProps) => {
  const sku = editor.values.skus[index]!;
  const change = (patch: Partial<TSkuFormValues>) =>
    editor.setValues({
      ...editor.values,
      skus: editor.values.skus.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    });
  return { sku, change, at: `skus.${index}.` };
};

/** A sku's name in each of the product's languages. */
function SkuTitles(props: TSkuProps) {
  const { t } = useTranslation();
  const { sku, change, at } = useSkuChange(props);
  return props.editor.values.languages.map((code) => (
    <TextField
      key={code}
      id={`sku-${props.index}-title-${code}`}
      label={t('catalog.editor.skuTitle', { language: LANGUAGE_NAMES[code].nameNative })}
      value={sku.titles[code] ?? ''}
      disabled={props.isReadOnly || props.editor.isBusy}
      error={Boolean(props.editor.errorOf(`${at}titles.${code}`))}
      helperText={props.editor.errorOf(`${at}titles.${code}`)}
      onChange={(event) => change({ titles: { ...sku.titles, [code]: event.target.value } })}
      slotProps={{ htmlInput: { lang: langTagOf(code) } }}
      sx={FIELD_SX}
    />
  ));
}

/** Whether a stored sku is retired, and (to an admin) retiring it or bringing it back. */
function SkuRetirement(props: TSkuProps) {
  const { sku } = useSkuChange(props);
  const { editor } = props;
  return (
    <RetirementControl
      kind="sku"
      id={sku.id}
      name={sku.titles.en || sku.id}
      n={props.index + 1}
      retiredAt={sku.retiredAt}
      isReadOnly={props.isReadOnly}
      onChanged={(retiredAt, said) => {
        editor.setValues((current) => ({
          ...current,
          skus: current.skus.map((entry) => (entry.id === sku.id ? { ...entry, retiredAt } : entry)),
        }));
        editor.setSaid(said);
      }}
    />
  );
}

/** One sku: its id (new ones only), names, price or free, pack, restrictions and form links. */
function SkuFieldset(props: TSkuProps) {
  const { t } = useTranslation();
  const { editor, index, isReadOnly } = props;
  const { sku, change, at } = useSkuChange(props);
  const isOff = isReadOnly || editor.isBusy;
  const text = (name: TSkuText, hint?: string) => ({
    id: `sku-${index}-${name}`,
    label: t(`catalog.editor.${name === 'id' ? 'skuId' : name}`, { currency: editor.values.currency }),
    value: sku[name],
    disabled: isOff,
    error: Boolean(editor.errorOf(`${at}${name}`)),
    helperText: editor.errorOf(`${at}${name}`) ?? hint,
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
    sx: FIELD_SX,
  });
  const flag = (name: TSkuFlag) => (
    <CheckField
      label={t(`catalog.editor.${name}`)}
      checked={sku[name]}
      disabled={isOff}
      onChange={(checked) => change({ [name]: checked })}
    />
  );

  return (
    <Box
      component="fieldset"
      data-sku-index={index}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 6, m: 0 }}
    >
      <Typography component="legend" variant="p4" sx={{ fontWeight: 600, px: 2 }}>
        {t('catalog.editor.sku', { n: index + 1 })}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {sku.isNew ? <TextField {...text('id', t('catalog.editor.idHint'))} required /> : null}
        <SkuTitles {...props} />
        <CheckField
          label={t('catalog.editor.free')}
          checked={sku.isFree}
          disabled={isOff}
          onChange={(checked) => change({ isFree: checked })}
        />
        {sku.isFree ? null : (
          <TextField
            {...text('price', t('catalog.editor.priceHint'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <TextField {...text('dispenseQuantity')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextField
          {...text('minAge', t('catalog.editor.minAgeHint'))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {flag('requiresAccessCode')}
        {flag('isEmergencyDispense')}
        {flag('isReservable')}
        <TextField {...text('formUrls', t('catalog.editor.formUrlsHint'))} multiline minRows={2} />
        {sku.isNew ? null : <SkuRetirement {...props} />}
        {sku.isNew && !isReadOnly && editor.values.skus.length > 1 ? (
          <Button
            variant="text"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
            onClick={() =>
              editor.setValues({ ...editor.values, skus: editor.values.skus.filter((_, at) => at !== index) })
            }
          >
            {t('catalog.editor.removeSku', { n: index + 1 })}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** Every sku of the product, and (to an admin) a button that adds one. */
export function SkusFields({ editor, isReadOnly }: { editor: TProductEditor; isReadOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {editor.values.skus.map((sku, index) => (
        <SkuFieldset key={sku.key} editor={editor} index={index} isReadOnly={isReadOnly} />
      ))}
      {isReadOnly ? null : (
        <Button
          variant="outlined"
          sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          onClick={() =>
            editor.setValues({ ...editor.values, skus: [...editor.values.skus, newSkuValues()] })
          }
        >
          {t('catalog.editor.addSku')}
        </Button>
      )}
    </Box>
  );
}
