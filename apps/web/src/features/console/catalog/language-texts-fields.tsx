import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type TLanguageCode } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { langTagOf } from '../../../shared/lib/money';
import { withLanguage } from './product-form-values';
import type { TProductEditor } from './use-product-editor';

const FIELD_SX = { maxWidth: 560 } as const;

/** A language's name in its own words, marked as that language. */
export const LanguageName = ({ code }: { code: TLanguageCode }) => (
  <span lang={langTagOf(code)}>{LANGUAGE_NAMES[code].nameNative}</span>
);

/** Picks a language the product has no fields for yet, and adds them (to the product and each sku). */
function LanguagePicker({ editor }: { editor: TProductEditor }) {
  const { t } = useTranslation();
  const left = LANGUAGE_CODES.filter((code) => !editor.values.languages.includes(code));
  const [picked, setPicked] = useState<TLanguageCode | ''>('');
  const choice = picked && left.includes(picked) ? picked : (left[0] ?? '');
  if (left.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <TextField
        id="product-language-to-add"
        select
        label={t('catalog.editor.languageToAdd')}
        value={choice}
        onChange={(event) => setPicked(event.target.value as TLanguageCode)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240 }}
      >
        {left.map((code) => (
          <option key={code} value={code} lang={langTagOf(code)}>
            {LANGUAGE_NAMES[code].nameNative}
          </option>
        ))}
      </TextField>
      <Button
        variant="outlined"
        sx={{ minHeight: 44 }}
        onClick={() => choice && editor.setValues(withLanguage(editor.values, choice, true))}
      >
        {t('catalog.editor.addLanguage')}
      </Button>
    </Box>
  );
}

/** The product's name and description in one language; English is required. */
function LanguageFields({
  editor,
  code,
  isReadOnly,
}: {
  editor: TProductEditor;
  code: TLanguageCode;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const { values, setValues } = editor;
  const language = LANGUAGE_NAMES[code].nameNative;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 6, m: 0 }}
      data-language={code}
    >
      <Typography component="legend" variant="p4" sx={{ fontWeight: 600, px: 2 }}>
        <LanguageName code={code} />
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        <TextField
          id={`product-title-${code}`}
          label={t('catalog.editor.title', { language })}
          required={code === 'en'}
          value={values.titles[code] ?? ''}
          disabled={isReadOnly || editor.isBusy}
          error={Boolean(editor.errorOf(`titles.${code}`))}
          helperText={editor.errorOf(`titles.${code}`)}
          onChange={(event) =>
            setValues({ ...values, titles: { ...values.titles, [code]: event.target.value } })
          }
          slotProps={{ htmlInput: { lang: langTagOf(code) } }}
          sx={FIELD_SX}
        />
        <TextField
          id={`product-description-${code}`}
          label={t('catalog.editor.description', { language })}
          multiline
          minRows={2}
          value={values.descriptions[code] ?? ''}
          disabled={isReadOnly || editor.isBusy}
          error={Boolean(editor.errorOf(`descriptions.${code}`))}
          helperText={editor.errorOf(`descriptions.${code}`)}
          onChange={(event) =>
            setValues({ ...values, descriptions: { ...values.descriptions, [code]: event.target.value } })
          }
          slotProps={{ htmlInput: { lang: langTagOf(code) } }}
          sx={FIELD_SX}
        />
        {code === 'en' || isReadOnly ? null : (
          <Button
            variant="text"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
            onClick={() => setValues(withLanguage(values, code, false))}
          >
            {t('catalog.editor.removeLanguage', { language })}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The product's texts in each language it has, and (to an admin) a picker to add another. */
export function LanguageTextsFields({ editor, isReadOnly }: { editor: TProductEditor; isReadOnly: boolean }) {
  const { values } = editor;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {values.languages.map((code) => (
        <LanguageFields key={code} editor={editor} code={code} isReadOnly={isReadOnly} />
      ))}
      {isReadOnly ? null : <LanguagePicker editor={editor} />}
    </Box>
  );
}
