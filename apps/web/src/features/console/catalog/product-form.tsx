import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { useRoleReaches } from '../use-role-reaches';
import { CurrencyNote } from './currency-note';
import { ImagesField } from './images-field';
import { LanguageTextsFields } from './language-texts-fields';
import type { TProductFormValues } from './product-form-values';
import { RetirementControl } from './retirement-control';
import { SkusFields } from './sku-fields';
import { useProductEditor, type TProductEditor } from './use-product-editor';

const FIELD_SX = { maxWidth: 560 } as const;
/** A viewer's fields are off, but their hints stay readable (MUI greys them below the contrast AA asks). */
const READ_ONLY_SX = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } } as const;

/** The product's id (typed only when new) and its place in the grid. */
function ProductIdFields({ editor, isReadOnly }: { editor: TProductEditor; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const { values, setValues } = editor;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6, mb: 8 }}>
      {values.isNew ? (
        <TextField
          id="product-id"
          label={t('catalog.editor.id')}
          required
          value={values.id}
          disabled={editor.isBusy}
          error={Boolean(editor.errorOf('id'))}
          helperText={editor.errorOf('id') ?? t('catalog.editor.idHint')}
          onChange={(event) => setValues({ ...values, id: event.target.value })}
          sx={FIELD_SX}
        />
      ) : null}
      <TextField
        id="product-sort-order"
        label={t('catalog.editor.sortOrder')}
        value={values.sortOrder}
        disabled={isReadOnly || editor.isBusy}
        error={Boolean(editor.errorOf('sortOrder'))}
        helperText={editor.errorOf('sortOrder') ?? t('catalog.editor.sortOrderHint')}
        onChange={(event) => setValues({ ...values, sortOrder: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={FIELD_SX}
      />
    </Box>
  );
}

/** The save button, the refusal, and the polite live region that says what was saved. */
function SaveBar({ editor }: { editor: TProductEditor }) {
  const { t } = useTranslation();
  return (
    <>
      {editor.problem ? (
        <Alert severity="error" role="alert" sx={{ my: 6 }}>
          {editor.problem.text}
        </Alert>
      ) : null}
      <Box role="status" aria-live="polite" sx={{ my: 6 }}>
        {editor.said ? (
          <Alert severity="success">{editor.said}</Alert>
        ) : editor.saved && !editor.isBusy ? (
          <Alert severity="success">{t('catalog.editor.saved', { title: editor.saved.title })}</Alert>
        ) : null}
      </Box>
      <Button type="submit" variant="contained" disabled={editor.isBusy} sx={{ minHeight: 44 }}>
        {editor.isBusy ? t('stock.saving') : t('stock.save')}
      </Button>
    </>
  );
}

/**
 * The product editor: id, texts per language, pictures, grid place and skus. A viewer sees the same
 * fields, read-only, without the buttons that change them.
 */
export function ProductForm({ initial }: { initial: TProductFormValues }) {
  const { t } = useTranslation();
  const isReadOnly = !useRoleReaches('admin');
  const editor = useProductEditor(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={isReadOnly ? READ_ONLY_SX : undefined}>
      {isReadOnly ? (
        <Typography variant="p5" sx={{ mb: 8 }}>
          {t('catalog.readOnly')}
        </Typography>
      ) : null}
      <ProductIdFields editor={editor} isReadOnly={isReadOnly} />
      {editor.values.isNew ? null : (
        <Box sx={{ mb: 8 }}>
          <RetirementControl
            kind="product"
            id={editor.values.id}
            name={editor.values.titles.en || editor.values.id}
            retiredAt={editor.values.retiredAt}
            isReadOnly={isReadOnly}
            onChanged={(retiredAt, said) => {
              editor.setValues((current) => ({ ...current, retiredAt }));
              editor.setSaid(said);
            }}
          />
        </Box>
      )}
      <ConsoleSection id="product-texts" title={t('catalog.editor.texts')}>
        <LanguageTextsFields editor={editor} isReadOnly={isReadOnly} />
      </ConsoleSection>
      <ConsoleSection id="product-images" title={t('catalog.editor.images')}>
        <ImagesField
          id="product-image-file"
          images={editor.values.images}
          onChange={(images) => editor.setValues({ ...editor.values, images })}
          isReadOnly={isReadOnly}
          error={editor.errorOf('images')}
        />
      </ConsoleSection>
      <ConsoleSection id="product-skus" title={t('catalog.editor.skus')}>
        <CurrencyNote currency={editor.values.currency} />
        <SkusFields editor={editor} isReadOnly={isReadOnly} />
      </ConsoleSection>
      {isReadOnly ? null : <SaveBar editor={editor} />}
    </Box>
  );
}
