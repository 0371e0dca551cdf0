import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { SessionCountdown } from './session-countdown';
import { useHeldWhileClosed } from './use-held-while-closed';

type Props = {
  isOpen: boolean;
  remainingSeconds: number;
  onStayHere: () => void;
  onEndSession: () => void;
};

/** docs/product.md §2 idle modal: 'Are you still there?', 'I'm still here', 'End session', a countdown in seconds. */
export function IdleWarningModal({ isOpen, remainingSeconds, onStayHere, onEndSession }: Props) {
  const { t } = useTranslation();
  const shownSeconds = useHeldWhileClosed(remainingSeconds, isOpen);
  return (
    <Modal
      name="idle"
      isOpen={isOpen}
      title={t('session.idleTitle')}
      titleIcon="timeout"
      titleIconColor="warning"
      onClose={onStayHere}
      cancelLabel={t('session.endSession')}
      onCancel={onEndSession}
      confirmLabel={t('session.stillHere')}
      onConfirm={onStayHere}
    >
      <Typography variant="p4">{t('session.idleDescription')}</Typography>
      <SessionCountdown text={t('session.idleCountdown', { count: shownSeconds })} />
    </Modal>
  );
}
