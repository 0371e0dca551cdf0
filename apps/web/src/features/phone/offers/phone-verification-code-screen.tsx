import '../../../i18n/phone-texts';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  checkPhoneCode,
  sendPhoneCode,
  useOfferAction,
  useOfferStatus,
} from '../../../shared/api/offers-api';
import { PhoneCodeForm } from '../ui/phone-code-form';
import { PhoneNotice } from '../ui/phone-notice';
import { offerPath } from '../../../shared/routes/paths';
import { isPhoneState } from './phone-number-state';
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

  return (
    <PhoneCodeForm
      phoneNumber={phoneNumber}
      onVerify={(code) =>
        check.mutate(
          { mfaCode: code, phoneNumber },
          {
            onSuccess: () =>
              void navigate(offerPath(deviceId, orderId, 'offer-availability'), { replace: true }),
            // A wrong try changes the tries left and perhaps the lock: read them again.
            onError: () => void status.refetch(),
          },
        )
      }
      verifyError={check.error}
      isVerifying={check.isPending}
      isLocked={verification?.state === 'locked'}
      onResend={() => {
        check.reset();
        resend.mutate(phoneNumber);
      }}
      resendError={resend.error}
      resendAvailableAt={verification?.resendAvailableAt ?? null}
      isResending={resend.isPending}
      changeNumber={{ to: offerPath(deviceId, orderId, 'mfa-phone'), state: { phoneNumber } }}
    />
  );
}
