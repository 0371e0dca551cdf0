import '../../../i18n/phone-texts';
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_CODE_LENGTH } from '@kiosk/contract/values';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lastFourDigits } from '../offers/phone-number-state';
import { PhoneError } from './phone-error';
import { ResendCode } from './resend-code';

type Props = {
  /** The number the code was texted to: its last four digits are shown. */
  phoneNumber: string;
  /** A code of MFA_CODE_LENGTH digits; a shorter one is refused here with 'offers.codeRequired'. */
  onVerify: (code: string) => void;
  /** What the last check said (a wrong code, the lock): the server's text. */
  verifyError: Error | null;
  isVerifying: boolean;
  /** The server locked the code after too many wrong tries: it can no longer be typed or sent. */
  isLocked?: boolean;
  /** Another code: the field is emptied first. */
  onResend: () => void;
  resendError: Error | null;
  /** When the server allows another code. */
  resendAvailableAt: string | null;
  isResending: boolean;
  /** 'Change number': a link to the number's page, or a step back on this one. */
  changeNumber: { to: string; state?: unknown } | { onClick: () => void };
  /** Shown above the field (a heading). */
  children?: ReactNode;
};

/**
 * The 6-digit code texted to the phone, "Verify", "Resend code" and "Change number", for the offers' mfa-code
 * step and a reservation's phone step. Only digits are kept; a short code is refused and announced (role
 * alert); the server's errors (wrong code, tries left, the lock, the limits) are shown as it words them.
 */
export function PhoneCodeForm({
  phoneNumber,
  onVerify,
  verifyError,
  isVerifying,
  isLocked = false,
  onResend,
  resendError,
  resendAvailableAt,
  isResending,
  changeNumber,
  children,
}: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isIncomplete, setIsIncomplete] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsIncomplete(code.length !== MFA_CODE_LENGTH);
    if (code.length === MFA_CODE_LENGTH) onVerify(code);
  };
  const changeNumberLabel = t('offers.changeNumber');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      {children}
      <Typography variant="p4">{t('offers.codeSentTo', { last4: lastFourDigits(phoneNumber) })}</Typography>
      <TextField
        label={t('offers.codeLabel')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH));
          setIsIncomplete(false);
        }}
        autoComplete="one-time-code"
        required
        disabled={isLocked}
        error={isIncomplete || Boolean(verifyError)}
        helperText={isIncomplete ? t('offers.codeRequired') : t('offers.codeHint')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: MFA_CODE_LENGTH },
          formHelperText: { role: isIncomplete ? 'alert' : undefined },
        }}
      />
      {verifyError ? <PhoneError error={verifyError} /> : null}
      {isLocked && !verifyError ? <PhoneError title={t('offers.locked')} error={null} /> : null}
      {resendError ? <PhoneError error={resendError} /> : null}
      <Button type="submit" variant="contained" size="large" disabled={isVerifying || isLocked}>
        {isVerifying ? t('offers.verifying') : t('offers.verify')}
      </Button>
      <ResendCode
        resendAvailableAt={resendAvailableAt}
        isSending={isResending}
        onResend={() => {
          setCode('');
          onResend();
        }}
      />
      {'to' in changeNumber ? (
        <Button
          component={RouterLink}
          to={changeNumber.to}
          state={changeNumber.state}
          variant="text"
          size="large"
        >
          {changeNumberLabel}
        </Button>
      ) : (
        <Button variant="text" size="large" onClick={changeNumber.onClick}>
          {changeNumberLabel}
        </Button>
      )}
    </Box>
  );
}
