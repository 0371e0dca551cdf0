import '../phone-texts';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_CODE_LENGTH } from '@kiosk/contract/values';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  checkPhoneCode,
  sendPhoneCode,
  useOfferAction,
  useOfferStatus,
} from '../../../shared/api/offers-api';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { offerPath } from '../../../shared/routes/paths';
import { isPhoneState, lastFourDigits } from './phone-number-state';
import { ResendCode } from './resend-code';
import { useMobileOrder } from './use-mobile-order';

/**
 * docs/product.md §2 mfa-code: the 6-digit code texted to the phone, with resend (after the server's wait).
 * Wrong tries count down; the fifth locks the code and the server says so.
 */
export function PhoneVerificationCodeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { deviceId, orderId, locale } = useMobileOrder();
  const status = useOfferStatus(deviceId, orderId, locale);
  const check = useOfferAction(deviceId, orderId, locale, checkPhoneCode);
  const resend = useOfferAction(deviceId, orderId, locale, sendPhoneCode);
  const [code, setCode] = useState('');
  const [isIncomplete, setIsIncomplete] = useState(false);
  const phoneNumber = isPhoneState(location.state) ? location.state.phoneNumber : null;

  if (!phoneNumber)
    return (
      <PhoneNotice tone="info" title={t('offers.noPhone')}>
        <Button
          component={RouterLink}
          to={offerPath(deviceId, orderId, 'mfa-phone')}
          variant="contained"
          size="large"
        >
          {t('offers.changeNumber')}
        </Button>
      </PhoneNotice>
    );

  const verification = status.data?.verification;
  const isLocked = verification?.state === 'locked';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== MFA_CODE_LENGTH) {
      setIsIncomplete(true);
      return;
    }
    check.mutate(
      { mfaCode: code, phoneNumber },
      {
        onSuccess: () => void navigate(offerPath(deviceId, orderId, 'offer-availability'), { replace: true }),
        // A wrong try changes the tries left and perhaps the lock: read them again.
        onError: () => void status.refetch(),
      },
    );
  };
  const onResend = () => {
    check.reset();
    setCode('');
    resend.mutate(phoneNumber);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
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
        error={isIncomplete || check.isError}
        helperText={isIncomplete ? t('offers.codeRequired') : t('offers.codeHint')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: MFA_CODE_LENGTH },
          formHelperText: { role: isIncomplete ? 'alert' : undefined },
        }}
      />
      {check.error ? <PhoneError error={check.error} /> : null}
      {isLocked && !check.error ? <PhoneError title={t('offers.locked')} error={null} /> : null}
      {resend.error ? <PhoneError error={resend.error} /> : null}
      <Button type="submit" variant="contained" size="large" disabled={check.isPending || isLocked}>
        {check.isPending ? t('offers.verifying') : t('offers.verify')}
      </Button>
      <ResendCode
        resendAvailableAt={verification?.resendAvailableAt ?? null}
        isSending={resend.isPending}
        onResend={onResend}
      />
      <Button
        component={RouterLink}
        to={offerPath(deviceId, orderId, 'mfa-phone')}
        state={{ phoneNumber }}
        variant="text"
        size="large"
      >
        {t('offers.changeNumber')}
      </Button>
    </Box>
  );
}
