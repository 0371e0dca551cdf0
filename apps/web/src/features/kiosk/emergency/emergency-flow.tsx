import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { EmergencyBanner } from './emergency-banner';
import { EmergencyDispenseStatus } from './emergency-dispense-status';
import { NaloxoneSteps } from './naloxone-steps';
import type { TEmergencyDispense } from './use-emergency-dispense';

/** The emergency dialogs in order: the question, the consent, then the steps while the kit dispenses. */
export type TEmergencyStep = 'closed' | 'ask' | 'consent' | 'steps';

type Props = {
  step: TEmergencyStep;
  dispense: TEmergencyDispense;
  supportPhone: string | undefined;
  onYes: () => void;
  onConsent: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** docs/product.md §1 emergency dispensing: 'Is someone nearby…?' → consent → numbered steps, with the 911 banner. */
export function EmergencyFlow({ step, dispense, supportPhone, onYes, onConsent, onRetry, onClose }: Props) {
  const { t } = useTranslation();
  const banner = <EmergencyBanner />;
  return (
    <>
      <Modal
        name="emergency-ask"
        isOpen={step === 'ask'}
        title={t('emergency.askTitle')}
        titleIcon="error"
        titleIconColor="error"
        banner={banner}
        onClose={onClose}
        cancelLabel={t('emergency.no')}
        onCancel={onClose}
        confirmLabel={t('emergency.yes')}
        confirmColor="error"
        onConfirm={onYes}
      >
        <Typography variant="p4">{t('emergency.askSigns')}</Typography>
      </Modal>
      <Modal
        name="emergency-consent"
        isOpen={step === 'consent'}
        title={t('emergency.consentTitle')}
        titleIcon="help"
        titleIconColor="error"
        banner={banner}
        onClose={onClose}
        cancelLabel={t('emergency.cancel')}
        onCancel={onClose}
        confirmLabel={t('emergency.consentConfirm')}
        confirmColor="error"
        onConfirm={onConsent}
      >
        <Typography variant="p4">{t('emergency.consentDescription')}</Typography>
      </Modal>
      <Modal
        name="emergency-steps"
        size="large"
        isOpen={step === 'steps'}
        title={t('emergency.stepsTitle')}
        titleIcon="error"
        titleIconColor="error"
        banner={banner}
        onClose={onClose}
        confirmLabel={t('emergency.done')}
        onConfirm={onClose}
      >
        <EmergencyDispenseStatus state={dispense} supportPhone={supportPhone} onRetry={onRetry} />
        <NaloxoneSteps />
      </Modal>
    </>
  );
}
