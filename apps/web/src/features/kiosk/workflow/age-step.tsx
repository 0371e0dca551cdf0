import '../kiosk-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgeAuthorization } from './workflows-api';
import { Keypad } from '../../../shared/components/keypad/keypad';
import {
  DOB_LENGTH,
  appendDobDigit,
  applyTypedDob,
  dobErrorOf,
  isDobComplete,
  removeLastDobDigit,
  validateDateOfBirth,
  type TDobError,
} from '../../../shared/lib/date-of-birth';
import { CodeField } from './code-field';
import { StepLayout } from './step-layout';
import type { TWorkflowStepProps } from './workflow-step-props';

/** docs/product.md §3: the age step's form field. */
export const DOB_FIELD = 'dob';

/**
 * docs/product.md §2/§4/§5 age step: title and description from the workflow's first section, a keypad of
 * digits, backspace and clear; hyphens inserted as the date is typed; submit once it has 10
 * characters. Success clears the form data and moves on; failure shows the server's description
 * or 'Authorization failed.'.
 */
export function AgeStep({
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
  const authorize = useAgeAuthorization({ deviceId, orderId, locale });
  const [submitError, setSubmitError] = useState<TDobError | null>(null);
  const value = formData[DOB_FIELD] ?? '';
  const section = workflow.sections[0];

  const onChange = (next: string) => {
    setSubmitError(null);
    authorize.reset();
    onFieldChange(DOB_FIELD, next);
  };

  const onSubmit = () => {
    const error = validateDateOfBirth(value);
    setSubmitError(error);
    if (error) return;
    authorize.mutate(value, {
      onSuccess: () => {
        onClearForm();
        onNext();
      },
    });
  };

  const validation = submitError ?? dobErrorOf(value);
  const validationText =
    validation === 'required'
      ? t('ageStep.invalidDate')
      : validation === 'format'
        ? t('ageStep.invalidDateFormat')
        : null;
  const serverText = authorize.isError
    ? authorize.error.description || t('workflow.authorizationFailed')
    : null;

  return (
    <StepLayout
      title={section?.title ?? ''}
      description={section?.description}
      cancelLabel={t('workflow.cancel')}
      onCancel={onCancel}
      submitLabel={authorize.isPending ? t('workflow.checking') : t('workflow.submit')}
      onSubmit={onSubmit}
      isSubmitDisabled={!isDobComplete(value) || authorize.isPending}
    >
      <CodeField
        label={t('ageStep.label')}
        placeholder={t('ageStep.placeholder')}
        value={value}
        maxLength={DOB_LENGTH}
        onChange={(typed) => onChange(applyTypedDob(value, typed))}
        error={validationText ?? serverText}
      />
      <Keypad
        label={t('ageStep.keypad')}
        isDisabled={authorize.isPending}
        onKey={(digit) => onChange(appendDobDigit(value, digit))}
        onBackspace={() => onChange(removeLastDobDigit(value))}
        onClear={() => onChange('')}
        isEntryEmpty={value === ''}
      />
    </StepLayout>
  );
}
