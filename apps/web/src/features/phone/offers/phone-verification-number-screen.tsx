import '../phone-texts';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendPhoneCode, useOfferAction } from '../../../shared/api/offers-api';
import { errorTextOf } from '../ui/phone-error';
import { offerPath } from '../../../shared/routes/paths';
import { isPhoneState, type TPhoneState } from './phone-number-state';
import { useMobileOrder } from './use-mobile-order';

/**
 * docs/product.md §2 mfa-phone: the visitor's mobile number; the server checks it (E.164) and texts a 6-digit
 * code. 'Invalid phone number.' and the limits' texts come from the server.
 */
export function PhoneVerificationNumberScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { deviceId, orderId, locale } = useMobileOrder();
  const [phoneNumber, setPhoneNumber] = useState(
    isPhoneState(location.state) ? location.state.phoneNumber : '',
  );
  const [clientError, setClientError] = useState<string | null>(null);
  const send = useOfferAction(deviceId, orderId, locale, sendPhoneCode);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = phoneNumber.trim();
    if (!value) {
      setClientError(t('offers.phoneInvalid'));
      return;
    }
    setClientError(null);
    send.mutate(value, {
      onSuccess: () => {
        const state: TPhoneState = { phoneNumber: value };
        void navigate(offerPath(deviceId, orderId, 'mfa-code'), { state });
      },
    });
  };
  const error = clientError ?? (send.error ? errorTextOf(send.error) : null);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      <TextField
        label={t('offers.phoneLabel')}
        value={phoneNumber}
        onChange={(event) => {
          setPhoneNumber(event.target.value);
          setClientError(null);
          send.reset();
        }}
        type="tel"
        autoComplete="tel"
        required
        error={Boolean(error)}
        helperText={error ?? t('offers.phoneHint')}
        slotProps={{
          htmlInput: { inputMode: 'tel', maxLength: 32 },
          formHelperText: { role: error ? 'alert' : undefined },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
        {send.isPending ? t('offers.sending') : t('offers.sendCode')}
      </Button>
    </Box>
  );
}
