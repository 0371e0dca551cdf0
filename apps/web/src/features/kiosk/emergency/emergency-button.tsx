import { useState } from 'react';
import Button from '@mui/material/Button';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { useTranslation } from 'react-i18next';
import { useDeviceConfig } from '../device-config-api';
import { useIdleTimerHold } from '../session/kiosk-session-context';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { EmergencyFlow, type TEmergencyStep } from './emergency-flow';
import { useEmergencyDispense } from './use-emergency-dispense';

/**
 * The persistent 'Emergency naloxone' button of every kiosk screen and the emergency flow it opens.
 * The idle timer is held while the flow is open, so a session timeout never interrupts it.
 */
export function EmergencyButton() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const [step, setStep] = useState<TEmergencyStep>('closed');
  // The device config the kiosk has loaded anyway: the support phone, the kiosk's emergency pack, and the
  // device agent's origin for the kit when the API cannot be reached. The kit does not wait for it.
  const config = useDeviceConfig(deviceId).data;
  const supportPhone = config?.supportPhone;
  const { state, onStart, onReset } = useEmergencyDispense(
    deviceId,
    config?.agentOrigin ?? null,
    config?.emergencySkuId ?? null,
  );
  useIdleTimerHold(step !== 'closed');

  const onOpen = () => {
    if (state.status !== 'dispensing') onReset();
    setStep(state.status === 'dispensing' ? 'steps' : 'ask');
  };
  const onConsent = () => {
    setStep('steps');
    void onStart();
  };

  return (
    <>
      <Button
        variant="contained"
        color="error"
        data-keypad-emergency
        startIcon={<MedicalServicesIcon aria-hidden="true" />}
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
        sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}
      >
        {t('emergency.button')}
      </Button>
      <EmergencyFlow
        step={step}
        dispense={state}
        supportPhone={supportPhone}
        onYes={() => setStep('consent')}
        onConsent={onConsent}
        onRetry={() => void onStart()}
        onClose={() => setStep('closed')}
      />
    </>
  );
}
