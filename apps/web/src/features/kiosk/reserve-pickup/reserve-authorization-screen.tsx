import '../kiosk-texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/api-error';
import { useReservationAuthorization } from './reservations-api';
import { ROUTES } from '../../../shared/routes/paths';
import { Keypad } from '../../../shared/components/keypad/keypad';
import { orderPaths } from '../../../shared/routes/paths';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useLocale } from '../order-flow/use-order-context';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { CodeField } from '../workflow/code-field';
import { StepLayout } from '../workflow/step-layout';
import {
  RESERVATION_CODE_LENGTH,
  cleanReservationCode,
  validateReservationCode,
  type TReservationCodeError,
} from './reservation-code';

const refusalText = (error: ApiError): string => error.description || error.message;

/**
 * docs/product.md §2 /reserve-authorization: the 6-digit code of a reservation on a keypad; 'code required'
 * when empty; a wrong code and a lock-out show the server's text. An accepted code makes the
 * reservation ready and the workflow manager routes it (reserve-auth) to dispense.
 */
export function ReserveAuthorizationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deviceId = useDeviceId();
  const locale = useLocale();
  const authorize = useReservationAuthorization(deviceId, locale);
  const [code, setCode] = useState('');
  const [validation, setValidation] = useState<TReservationCodeError | null>(null);

  if (!deviceId) return <NoDeviceAlert />;

  const onChange = (next: string) => {
    setValidation(null);
    authorize.reset();
    setCode(cleanReservationCode(next));
  };

  const onSubmit = () => {
    const error = validateReservationCode(code);
    setValidation(error);
    if (error) return;
    authorize.mutate(code, {
      onSuccess: (order) => {
        void navigate(orderPaths.workflowManager(order.id, { flow: 'reserve-auth' }), { replace: true });
      },
      onError: () => setCode(''),
    });
  };

  const error =
    validation === 'required'
      ? t('reserveAuthorization.codeRequired')
      : validation === 'incomplete'
        ? t('reserveAuthorization.incomplete')
        : authorize.isError
          ? refusalText(authorize.error)
          : null;

  return (
    <StepLayout
      title={t('reserveAuthorization.title')}
      description={t('reserveAuthorization.description')}
      cancelLabel={t('orderFlow.cancel')}
      onCancel={() => void navigate(ROUTES.products)}
      submitLabel={
        authorize.isPending ? t('reserveAuthorization.checking') : t('reserveAuthorization.submit')
      }
      onSubmit={onSubmit}
      isSubmitDisabled={authorize.isPending}
    >
      <CodeField
        label={t('reserveAuthorization.label')}
        value={code}
        maxLength={RESERVATION_CODE_LENGTH}
        onChange={onChange}
        error={error}
      />
      <Keypad
        label={t('reserveAuthorization.keypad')}
        isDisabled={authorize.isPending}
        onKey={(digit) => onChange(code + digit)}
        onBackspace={() => onChange(code.slice(0, -1))}
        onClear={() => onChange('')}
        isEntryEmpty={code === ''}
      />
    </StepLayout>
  );
}
