import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslation } from 'react-i18next';
import { ShellAlert } from '../../../shared/components/shell-alert/shell-alert';
import type { TEmergencyDispense } from './use-emergency-dispense';

type Props = {
  state: TEmergencyDispense;
  supportPhone: string | undefined;
  onRetry: () => void;
};

/** Where the kit is: coming out, ready to take, or failed (call 911, and the support phone). */
export function EmergencyDispenseStatus({ state, supportPhone, onRetry }: Props) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return (
      <ShellAlert
        variant="standard"
        icon={<ErrorOutlineIcon fontSize="inherit" aria-hidden="true" />}
        title={state.message}
        data-testid="emergency-dispense-failure"
        sx={{ fontSize: 18 }}
      >
        <Typography variant="p4" component="p" sx={{ fontWeight: 700 }}>
          {t('emergency.failureCall')}
        </Typography>
        {state.description ? (
          <Typography variant="p5" component="p">
            {state.description}
          </Typography>
        ) : null}
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
        {isDispensed ? t('emergency.dispensed') : t('emergency.dispensing')}
      </Typography>
    </Box>
  );
}
