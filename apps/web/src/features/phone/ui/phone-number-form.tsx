import '../../../i18n/phone-texts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { loadPhoneLibrary, readPhoneNumber, type TReadPhoneNumber } from './read-phone-number';

type Props = {
  phoneNumber: string;
  /** The visitor typed: a former error no longer applies (reset the send). */
  onPhoneNumberChange: (phoneNumber: string) => void;
  /**
   * The number read on the phone: sent on in E.164. An empty or invalid one is refused here with
   * 'offers.phoneInvalid', before any call.
   */
  onSend: (phoneNumber: TReadPhoneNumber) => void;
  /** What the last try said (the server's text), shown in place of the hint. */
  error: string | null;
  isSending: boolean;
  /** Shown above the field (a heading). */
  children?: ReactNode;
};

/**
 * The visitor's mobile number and "Send code", for the offers' mfa-phone step and a reservation's phone
 * step. The phone reads the number (libphonenumber-js), writes it back in the international format when
 * the field is left or sent, and sends it in E.164; the server checks it again and texts a code. The
 * error is announced (role alert).
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
  const [isInvalid, setIsInvalid] = useState(false);
  const [isReading, setIsReading] = useState(false);
  const shownError = isInvalid ? t('offers.phoneInvalid') : error;
  // What the field holds: a number read after the visitor typed on is not written back over it.
  const typed = useRef(phoneNumber);
  const change = (value: string) => {
    typed.current = value;
    onPhoneNumberChange(value);
  };

  /** Writes the number back formatted when it is valid and still what the field holds. */
  const showFormatted = async (value: string) => {
    const read = await readPhoneNumber(value).catch(() => null);
    if (read && read.formatted !== value && typed.current === value) change(read.formatted);
  };

  useEffect(() => {
    // Load the library while the visitor types, and format a number brought back by "Change number".
    void loadPhoneLibrary().catch(() => undefined);
    if (typed.current.trim()) void showFormatted(typed.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form is shown
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = phoneNumber.trim();
    if (!value) return setIsInvalid(true);
    setIsReading(true);
    // Without the library (its file could not be loaded), the number goes as typed: the server reads it.
    const read = await readPhoneNumber(value).catch(() => ({ e164: value, formatted: value }));
    setIsReading(false);
    setIsInvalid(!read);
    if (!read) return;
    if (read.formatted !== phoneNumber) change(read.formatted);
    onSend(read);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      {children}
      <TextField
        label={t('offers.phoneLabel')}
        value={phoneNumber}
        onChange={(event) => {
          setIsInvalid(false);
          change(event.target.value);
        }}
        onBlur={() => void showFormatted(phoneNumber)}
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
      <Button type="submit" variant="contained" size="large" disabled={isSending || isReading}>
        {isSending || isReading ? t('offers.sending') : t('offers.sendCode')}
      </Button>
    </Box>
  );
}
