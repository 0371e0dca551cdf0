import '../kiosk-texts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';

type Props = { isOpen: boolean; isBusy: boolean; onContinue: () => void; onCancelOrder: () => void };

/** docs/product.md §4 Offers / §8: not eligible, so payment is required; the visitor chooses whether to continue. */
export function NotEligibleModal({ isOpen, isBusy, onContinue, onCancelOrder }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      name="not-eligible"
      title={t('kioskOffers.notEligibleTitle')}
      titleIcon="help"
      confirmLabel={t('kioskOffers.continue')}
      onConfirm={onContinue}
      isConfirmDisabled={isBusy}
      cancelLabel={t('kioskOffers.cancelOrder')}
      onCancel={onCancelOrder}
    >
      <Typography variant="p3">{t('kioskOffers.notEligibleQuestion')}</Typography>
    </Modal>
  );
}
