import TextField from '@mui/material/TextField';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  placeholder?: string;
  type?: 'text' | 'password';
  maxLength: number;
};

/**
 * The entry a keypad types into. A physical keyboard works too; `inputMode="none"` keeps a touch
 * screen's own keyboard away so the on-screen keypad is the one used.
 */
export function CodeField({ label, value, onChange, error, placeholder, type = 'text', maxLength }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      type={type}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          inputMode: 'none',
          maxLength,
          spellCheck: false,
          style: { fontSize: 36, letterSpacing: 4, textAlign: 'center' },
        },
        formHelperText: { role: error ? 'alert' : undefined, sx: { fontSize: 18 } },
      }}
      sx={{ width: '100%', maxWidth: 560 }}
    />
  );
}
