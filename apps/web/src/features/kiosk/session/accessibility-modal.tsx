import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { useSpeech } from '../speech/speech-context';
import { EXTENDED_TIMING } from './idle-timer-constants';

type Props = {
  isOpen: boolean;
  onAnswer: (isExtended: boolean) => void;
  onClose: () => void;
};

/**
 * docs/product.md §2 accessibility modal: asks whether to add time, yes or no; and turns speech mode on or off
 * (speech on keeps the added time while it lasts).
 */
export function AccessibilityModal({ isOpen, onAnswer, onClose }: Props) {
  const { t } = useTranslation();
  const speech = useSpeech();
  return (
    <Modal
      name="accessibility"
      isOpen={isOpen}
      title={t('session.accessibilityTitle')}
      titleIcon="alarm"
      onClose={onClose}
      cancelLabel={t('session.no')}
      onCancel={() => onAnswer(false)}
      confirmLabel={t('session.yes')}
      onConfirm={() => onAnswer(true)}
    >
      <Typography variant="p4">
        {t('session.accessibilityDescription', {
          totalMinutes: EXTENDED_TIMING.totalSeconds / 60,
          warningSeconds: EXTENDED_TIMING.warningSeconds,
        })}
      </Typography>
      <Button
        variant="outlined"
        aria-pressed={speech.isOn}
        onClick={speech.isOn ? speech.turnOff : speech.turnOn}
        sx={{ mt: 8, minHeight: 56 }}
      >
        {t('session.speechButton')}
      </Button>
    </Modal>
  );
}
