import Button from '@mui/material/Button';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import { useTranslation } from 'react-i18next';
import { useKioskSession } from './kiosk-session-context';

/** The header's 'End session' button: shown while a session runs, opens the exit-session modal. */
export function ExitSessionButton() {
  const { t } = useTranslation();
  const { phase, onOpenExit } = useKioskSession();
  if (phase !== 'running' && phase !== 'warning' && phase !== 'exiting') return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<ExitToAppIcon aria-hidden="true" />}
      onClick={onOpenExit}
    >
      {t('session.endSession')}
    </Button>
  );
}
