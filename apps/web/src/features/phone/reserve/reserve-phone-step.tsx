import '../../../i18n/phone-texts';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@kiosk/contract';
import { MFA_RESEND_AFTER_MS } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { confirmReservePhone, reserveQueries, sendReservePhoneCode } from './reserve-api';
import { PhoneCodeForm } from '../ui/phone-code-form';
import { errorTextOf } from '../ui/phone-error';
import { PhoneNumberForm } from '../ui/phone-number-form';
import { useReserveParams } from './use-reserve-params';

/**
 * A reservation made on the phone is confirmed with a code texted to it (docs/security.md, Limits): until
 * then the order holds nothing. The number, then the 6-digit code (with resend and another number); a
 * right code gives the page its order, now holding the items. The limits' texts come from the server.
 */
export function ReservePhoneStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { deviceId, orderId, locale } = useReserveParams();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAvailableAt, setResendAvailableAt] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (number: string) => sendReservePhoneCode(deviceId, orderId ?? '', number, locale),
    onSuccess: (_order, number) => {
      setSentTo(number);
      setResendAvailableAt(new Date(Date.now() + MFA_RESEND_AFTER_MS).toISOString());
    },
  });
  const check = useMutation({
    mutationFn: (mfaCode: string) =>
      confirmReservePhone(deviceId, orderId ?? '', { phoneNumber: sentTo ?? '', mfaCode }, locale),
    onSuccess: (order: TOrder) =>
      queryClient.setQueryData(reserveQueries.order(deviceId, orderId, locale).queryKey, order),
  });

  const heading = (
    <>
      <Typography variant="p2" component="h2">
        {t('reserve.confirmTitle')}
      </Typography>
      <Typography variant="p4">{t('reserve.confirmIntro')}</Typography>
    </>
  );

  if (!sentTo) {
    return (
      <PhoneNumberForm
        phoneNumber={phoneNumber}
        onPhoneNumberChange={(value) => {
          setPhoneNumber(value);
          send.reset();
        }}
        onSend={({ e164 }) => send.mutate(e164)}
        error={send.error ? errorTextOf(send.error) : null}
        isSending={send.isPending}
      >
        {heading}
      </PhoneNumberForm>
    );
  }

  return (
    <PhoneCodeForm
      phoneNumber={sentTo}
      onVerify={(code) => check.mutate(code)}
      verifyError={check.error}
      isVerifying={check.isPending}
      onResend={() => {
        check.reset();
        send.mutate(sentTo);
      }}
      resendError={send.error}
      resendAvailableAt={resendAvailableAt}
      isResending={send.isPending}
      changeNumber={{
        onClick: () => {
          check.reset();
          send.reset();
          setSentTo(null);
        },
      }}
    >
      {heading}
    </PhoneCodeForm>
  );
}
