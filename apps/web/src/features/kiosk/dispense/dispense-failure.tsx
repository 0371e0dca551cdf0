import '../kiosk-texts';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../../shared/components/kiosk-screen';
import { StartOverButton } from '../session/start-over-button';

type TProps = {
  /** How many packages came out of how many, when the order is known. */
  counts: { dispensed: number; total: number } | null;
  supportPhone?: string;
};

/**
 * The dispense failed: what came out, the one refund sentence (docs/product.md: contact support for a
 * refund) and the device's support phone. The server's description is not shown: it says the refund in
 * words of its own, and two refund sentences on one screen disagreed.
 */
export function DispenseFailure({ counts, supportPhone }: TProps) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      role="alert"
      titleLevel="h2"
      icon={<ErrorOutlineIcon aria-hidden="true" color="error" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('dispense.failureTitle')}
      message={counts ? t('dispense.dispensedCount', counts) : undefined}
      action={<StartOverButton label={t('dispense.done')} />}
    >
      <Typography variant="p3" sx={KIOSK_SCREEN_TEXT.message}>
        {t('dispense.refund')}
      </Typography>
      {supportPhone ? (
        <Typography variant="p2" data-testid="support-phone" sx={KIOSK_SCREEN_TEXT.message}>
          {t('dispense.supportPhone', { phone: supportPhone })}
        </Typography>
      ) : null}
    </MessageScreen>
  );
}
