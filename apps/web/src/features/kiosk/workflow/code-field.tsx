import { useEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSpeech } from '../speech/speech-context';
import { spokenEntryOf } from '../speech/spoken-entry';

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
  useSpokenEntry(value, type === 'password');
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

/**
 * In speech mode, says the entry after each key (on-screen or hardware): spelled out, or for a
 * secret code only how many characters it has.
 */
function useSpokenEntry(value: string, isSecret: boolean) {
  const { t } = useTranslation();
  const { isOn, say } = useSpeech();
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (isOn) say(spokenEntryOf(value, isSecret, t), { isFlush: true });
  }, [value, isOn, isSecret, say, t]);
}
