import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { langTagOf } from '../../../shared/lib/money';
import { timeZones, toggleLanguage, type TKioskFormValues } from './kiosk-form-values';

type Props = {
  values: TKioskFormValues;
  onChange: (values: TKioskFormValues) => void;
  /** The id is typed only for a new kiosk; an existing one keeps its own. */
  isNew: boolean;
  isBusy: boolean;
};

const FIELD_SX = { maxWidth: 560 } as const;

/** The languages a kiosk offers (each a checkbox of 44 px), and the one it starts in among them. */
function LanguageFields({ values, onChange, isBusy }: Omit<Props, 'isNew'>) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="p4" sx={{ fontWeight: 600, mb: 2 }}>
          {t('console.kioskSetup.field.languages')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 6 }}>
          {LANGUAGE_CODES.map((code) => (
            <FormControlLabel
              key={code}
              sx={{ minHeight: 44, minWidth: 180 }}
              disabled={isBusy}
              control={
                <Checkbox
                  checked={values.languages.includes(code)}
                  onChange={() => onChange(toggleLanguage(values, code))}
                />
              }
              label={<span lang={langTagOf(code)}>{LANGUAGE_NAMES[code].nameNative}</span>}
            />
          ))}
        </Box>
      </Box>
      <TextField
        id="kiosk-default-language"
        select
        label={t('console.kioskSetup.field.defaultLanguage')}
        value={values.defaultLanguage}
        disabled={isBusy}
        onChange={(event) =>
          onChange({ ...values, defaultLanguage: event.target.value as TKioskFormValues['defaultLanguage'] })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={FIELD_SX}
      >
        {values.languages.map((code) => (
          <option key={code} value={code} lang={langTagOf(code)}>
            {LANGUAGE_NAMES[code].nameNative}
          </option>
        ))}
      </TextField>
    </>
  );
}

/** Every setting of a kiosk, labelled, in the order an operator fills them in. */
export function KioskFormFields({ values, onChange, isNew, isBusy }: Props) {
  const { t } = useTranslation();
  const text = (name: 'deviceId' | 'name' | 'address' | 'currency' | 'supportPhone') => ({
    id: `kiosk-${name}`,
    label: t(`console.kioskSetup.field.${name}`),
    value: values[name],
    disabled: isBusy,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
    sx: FIELD_SX,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {isNew ? (
        <TextField {...text('deviceId')} required helperText={t('console.kioskSetup.field.deviceIdHint')} />
      ) : null}
      <TextField {...text('name')} required />
      <TextField
        {...text('address')}
        multiline
        minRows={2}
        helperText={t('console.kioskSetup.field.addressHint')}
      />
      <TextField
        id="kiosk-time-zone"
        select
        label={t('console.kioskSetup.field.timeZone')}
        value={values.timeZone}
        disabled={isBusy}
        onChange={(event) => onChange({ ...values, timeZone: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={FIELD_SX}
      >
        {timeZones().map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </TextField>
      <TextField {...text('currency')} required helperText={t('console.kioskSetup.field.currencyHint')} />
      <LanguageFields values={values} onChange={onChange} isBusy={isBusy} />
      <TextField {...text('supportPhone')} required type="tel" />
      <FormControlLabel
        sx={{ minHeight: 44 }}
        disabled={isBusy}
        control={
          <Checkbox
            checked={values.isAccessibilityExtensionAllowed}
            onChange={(event) =>
              onChange({ ...values, isAccessibilityExtensionAllowed: event.target.checked })
            }
          />
        }
        label={t('console.kioskSetup.field.accessibility')}
      />
    </Box>
  );
}
