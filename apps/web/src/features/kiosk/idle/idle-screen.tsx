import '../kiosk-texts';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { BeginScreen } from '../welcome/begin-screen';

/** /idle-screen: where a timed-out or ended session lands; a tap anywhere goes to the welcome screen. */
export function IdleScreen() {
  const { t } = useTranslation();
  return (
    <BeginScreen
      title={t('idleScreen.title')}
      message={t('idleScreen.subtitle')}
      beginLabel={t('idleScreen.start')}
      to={ROUTES.home}
    />
  );
}
