import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** Marks the field invalid and points to the message (an alert) that says why. */
  errorId?: string | null;
  autoFocus?: boolean;
};

/** The passkey input: masked, never remembered by the browser. */
export function PasskeyField({ id, value, onChange, isDisabled, errorId, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('staff.signIn.passkey')}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={isDisabled}
      required
      autoFocus={autoFocus}
      autoComplete="off"
      error={Boolean(errorId)}
      slotProps={{
        htmlInput: {
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 200,
          ...(errorId ? { 'aria-describedby': errorId } : {}),
        },
      }}
      fullWidth
    />
  );
}
