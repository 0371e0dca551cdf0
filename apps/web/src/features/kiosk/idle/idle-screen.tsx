import '../kiosk-texts';
import Button from '@mui/material/Button';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { MessageScreen } from '../../../shared/components/kiosk-screen';
import { BEGIN_BUTTON_SX, BEGIN_TITLE_SX } from '../welcome/begin-button';

/** /idle-screen: where a timed-out or ended session lands; a tap anywhere goes to the welcome screen. */
export function IdleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBegin = () => {
    void navigate(ROUTES.home);
  };
  return (
    <MessageScreen
      onClick={onBegin}
      title={t('idleScreen.title')}
      message={t('idleScreen.subtitle')}
      titleSx={BEGIN_TITLE_SX}
      action={
        <Button
          variant="contained"
          startIcon={<TouchAppIcon aria-hidden="true" />}
          onClick={(event) => {
            event.stopPropagation();
            onBegin();
          }}
          sx={BEGIN_BUTTON_SX}
        >
          {t('idleScreen.start')}
        </Button>
      }
    />
  );
}
