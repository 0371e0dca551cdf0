import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslation } from 'react-i18next';
import { StartOverButton } from '../session/start-over-button';
import { centred } from './dispense-layout';

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
    <Box role="alert" sx={centred}>
      <ErrorOutlineIcon aria-hidden="true" color="error" sx={{ fontSize: 96 }} />
      <Typography variant="p1" component="h2">
        {t('dispense.failureTitle')}
      </Typography>
      {counts ? <Typography variant="p4">{t('dispense.dispensedCount', counts)}</Typography> : null}
      <Typography variant="p3">{t('dispense.refund')}</Typography>
      {supportPhone ? (
        <Typography variant="p2" data-testid="support-phone">
          {t('dispense.supportPhone', { phone: supportPhone })}
        </Typography>
      ) : null}
      <StartOverButton label={t('dispense.done')} />
    </Box>
  );
}
