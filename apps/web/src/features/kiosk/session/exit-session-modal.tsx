import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { SessionCountdown } from './session-countdown';
import { useHeldWhileClosed } from './use-held-while-closed';

type Props = {
  isOpen: boolean;
  remainingSeconds: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/** docs/product.md §2 exit-session modal: warns that selections will be lost, and counts down. */
export function ExitSessionModal({ isOpen, remainingSeconds, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const shownSeconds = useHeldWhileClosed(remainingSeconds, isOpen);
  return (
    <Modal
      name="exit-session"
      isOpen={isOpen}
      title={t('session.exitTitle')}
      titleIcon="exit"
      titleIconColor="error"
      onClose={onCancel}
      cancelLabel={t('session.keepGoing')}
      onCancel={onCancel}
      confirmLabel={t('session.endSession')}
      confirmColor="error"
      onConfirm={onConfirm}
    >
      <Typography variant="p4">{t('session.exitWarning')}</Typography>
      <SessionCountdown text={t('session.exitCountdown', { count: shownSeconds })} />
    </Modal>
  );
}
