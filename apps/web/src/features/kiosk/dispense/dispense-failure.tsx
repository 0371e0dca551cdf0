import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslation } from 'react-i18next';
import { StartOverButton } from '../session/start-over-button';
import { centred } from './dispense-layout';

type TProps = {
  /** The failure's description, when the dispense call gave one. */
  description?: string;
  /** How many packages came out of how many, when the order is known. */
  counts: { dispensed: number; total: number } | null;
  supportPhone?: string;
};

/** The dispense failed: what came out, refund guidance and the device's support phone. */
export function DispenseFailure({ description, counts, supportPhone }: TProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={centred}>
      <ErrorOutlineIcon aria-hidden="true" color="error" sx={{ fontSize: 96 }} />
      <Typography variant="p1" component="h2">
        {t('dispense.failureTitle')}
      </Typography>
      {description ? <Typography variant="p4">{description}</Typography> : null}
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
