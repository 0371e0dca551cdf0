import '../../../i18n/phone-texts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sendPhoneCode, useOfferAction } from '../../../shared/api/offers-api';
import { errorTextOf } from '../ui/phone-error';
import { PhoneNumberForm } from '../ui/phone-number-form';
import { offerPath } from '../../../shared/routes/paths';
import { isPhoneState, type TPhoneState } from './phone-number-state';
import { useMobileOrder } from './use-mobile-order';

/**
 * docs/product.md §2 mfa-phone: the visitor's mobile number, sent in E.164; the server checks it and texts a
 * 6-digit code. 'Invalid phone number.' and the limits' texts come from the server.
 */
export function PhoneVerificationNumberScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { deviceId, orderId, locale } = useMobileOrder();
  const [phoneNumber, setPhoneNumber] = useState(
    isPhoneState(location.state) ? location.state.phoneNumber : '',
  );
  const send = useOfferAction(deviceId, orderId, locale, sendPhoneCode);

  return (
    <PhoneNumberForm
      phoneNumber={phoneNumber}
      onPhoneNumberChange={(value) => {
        setPhoneNumber(value);
        send.reset();
      }}
      onSend={({ e164 }) =>
        send.mutate(e164, {
          onSuccess: () => {
            const state: TPhoneState = { phoneNumber: e164 };
            void navigate(offerPath(deviceId, orderId, 'mfa-code'), { state });
          },
        })
      }
      error={send.error ? errorTextOf(send.error) : null}
      isSending={send.isPending}
    />
  );
}
