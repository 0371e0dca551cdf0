import '../kiosk-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/api-error';
import { useCodeAuthorization } from './workflows-api';
import { Keypad } from '../../../shared/components/keypad/keypad';
import { CodeField } from './code-field';
import { StepLayout } from './step-layout';
import type { TWorkflowStepProps } from './workflow-step-props';

/** The access code step's form field. */
export const CODE_FIELD = 'code';
/** Access codes are 4-32 letters, digits or hyphens. */
export const ACCESS_CODE_MAX_LENGTH = 32;

const cleanCode = (text: string): string =>
  text.replace(/[^A-Za-z0-9-]/g, '').slice(0, ACCESS_CODE_MAX_LENGTH);

/** What the visitor reads when the server refuses the code. */
const useRefusalText = () => {
  const { t } = useTranslation();
  return (error: ApiError): string => {
    if (error.status === 429) return error.description || t('accessCode.tooManyAttempts');
    if (error.status === 401) return error.description || t('accessCode.wrongCode');
    return error.description || error.message || t('workflow.authorizationFailed');
  };
};

/**
 * docs/product.md §2 'Access code required': the code is typed on the keyboard or a physical one and sent as
 * the bearer; empty: 'Code Required'; a wrong code and too many tries show the server's text.
 */
export function AccessCodeStep({
  workflow,
  deviceId,
  orderId,
  locale,
  formData,
  onFieldChange,
  onClearForm,
  onNext,
  onCancel,
}: TWorkflowStepProps) {
  const { t } = useTranslation();
  const authorize = useCodeAuthorization({ deviceId, orderId, locale });
  const refusalText = useRefusalText();
  const [isRequiredShown, setIsRequiredShown] = useState(false);
  const value = formData[CODE_FIELD] ?? '';

  const onChange = (next: string) => {
    setIsRequiredShown(false);
    authorize.reset();
    onFieldChange(CODE_FIELD, cleanCode(next));
  };

  const onSubmit = () => {
    if (value.trim() === '') {
      setIsRequiredShown(true);
      return;
    }
    authorize.mutate(value, {
      onSuccess: () => {
        onClearForm();
        onNext();
      },
    });
  };

  const error = isRequiredShown
    ? t('accessCode.codeRequired')
    : authorize.isError
      ? refusalText(authorize.error)
      : null;

  return (
    <StepLayout
      title={t('accessCode.title')}
      description={workflow.sections[0]?.description}
      cancelLabel={t('workflow.cancel')}
      onCancel={onCancel}
      submitLabel={authorize.isPending ? t('workflow.checking') : t('workflow.submit')}
      onSubmit={onSubmit}
      isSubmitDisabled={authorize.isPending}
    >
      <CodeField
        label={t('accessCode.label')}
        type="password"
        value={value}
        maxLength={ACCESS_CODE_MAX_LENGTH}
        onChange={onChange}
        error={error}
      />
      <Keypad
        layout="alphanumeric"
        label={t('accessCode.keypad')}
        isDisabled={authorize.isPending}
        onKey={(key) => onChange(value + key)}
        onBackspace={() => onChange(value.slice(0, -1))}
        onClear={() => onChange('')}
        isEntryEmpty={value === ''}
      />
    </StepLayout>
  );
}
