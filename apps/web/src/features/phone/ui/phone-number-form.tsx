import '../../../i18n/phone-texts';
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = {
  phoneNumber: string;
  /** The visitor typed: a former error no longer applies (reset the send). */
  onPhoneNumberChange: (phoneNumber: string) => void;
  /** The number, trimmed; an empty one is refused here with 'offers.phoneInvalid'. */
  onSend: (phoneNumber: string) => void;
  /** What the last try said (the server's text), shown in place of the hint. */
  error: string | null;
  isSending: boolean;
  /** Shown above the field (a heading). */
  children?: ReactNode;
};

/**
 * The visitor's mobile number and "Send code", for the offers' mfa-phone step and a reservation's phone
 * step: the server checks the number (E.164) and texts a code; the error is announced (role alert).
 */
export function PhoneNumberForm({
  phoneNumber,
  onPhoneNumberChange,
  onSend,
  error,
  isSending,
  children,
}: Props) {
  const { t } = useTranslation();
  const [isEmpty, setIsEmpty] = useState(false);
  const shownError = isEmpty ? t('offers.phoneInvalid') : error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = phoneNumber.trim();
    setIsEmpty(!value);
    if (value) onSend(value);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      {children}
      <TextField
        label={t('offers.phoneLabel')}
        value={phoneNumber}
        onChange={(event) => {
          setIsEmpty(false);
          onPhoneNumberChange(event.target.value);
        }}
        type="tel"
        autoComplete="tel"
        required
        error={Boolean(shownError)}
        helperText={shownError ?? t('offers.phoneHint')}
        slotProps={{
          htmlInput: { inputMode: 'tel', maxLength: 32 },
          formHelperText: { role: shownError ? 'alert' : undefined },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSending}>
        {isSending ? t('offers.sending') : t('offers.sendCode')}
      </Button>
    </Box>
  );
}
