import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ShellAlert } from '../../../shared/components/shell-alert/shell-alert';
import type { TEmergencyDispense, TEmergencyFailure } from './use-emergency-dispense';

type Props = {
  state: TEmergencyDispense;
  supportPhone: string | undefined;
  onRetry: () => void;
};

/** The failure's title and its call-911 line, in the kiosk's own words. */
const failureTexts = (failure: TEmergencyFailure, t: TFunction) => {
  if (failure.reason === 'coolingDown')
    return { title: t('emergency.coolingDown', { seconds: failure.seconds }), call: t('emergency.callNow') };
  if (failure.reason === 'noKitLeft')
    return { title: t('emergency.noKitLeft'), call: t('emergency.callNow') };
  return { title: t('errors.dispenseFailure'), call: t('emergency.failureCall') };
};

/**
 * Where the kit is: coming out, ready to take (saying so when the kiosk is offline and the kit comes from
 * its agent), or not given: another kit in N seconds, none left here, or failed; each with call 911 and the
 * support phone. Only the kiosk's own texts: never an API's or a browser's message.
 */
export function EmergencyDispenseStatus({ state, supportPhone, onRetry }: Props) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    const texts = failureTexts(state.failure, t);
    return (
      <ShellAlert
        variant="standard"
        icon={<ErrorOutlineIcon fontSize="inherit" aria-hidden="true" />}
        title={texts.title}
        data-testid="emergency-dispense-failure"
        sx={{ fontSize: 18 }}
      >
        <Typography variant="p4" component="p" sx={{ fontWeight: 700 }}>
          {texts.call}
        </Typography>
        {supportPhone ? (
          <Typography variant="p4" component="p">
            {t('emergency.failureSupport', { phone: supportPhone })}
          </Typography>
        ) : null}
        <Button variant="outlined" color="error" onClick={onRetry} sx={{ mt: 8 }}>
          {t('emergency.tryAgain')}
        </Button>
      </ShellAlert>
    );
  }
  const isDispensed = state.status === 'dispensed';
  const isOffline = state.status !== 'idle' && state.isOffline;
  return (
    <Box
      role="status"
      data-testid="emergency-dispense-status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        p: 8,
        borderRadius: 1,
        bgcolor: isDispensed ? 'success.main' : 'info.main',
        color: '#ffffff',
      }}
    >
      {isDispensed ? null : <CircularProgress size={28} color="inherit" aria-hidden="true" />}
      <Typography variant="p3" component="p">
        {isOffline ? `${t('emergency.offlineKit')} ` : null}
        {isDispensed ? t('emergency.dispensed') : t('emergency.dispensing')}
      </Typography>
    </Box>
  );
}
