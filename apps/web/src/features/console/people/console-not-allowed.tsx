import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useOperatorSession } from '../use-operator-session';

/** A console page the signed-in role cannot use (the server would refuse its calls with 403). */
export function ConsoleNotAllowed() {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const role = session ? t(`people.role.${session.role}`) : '';
  return (
    <Alert severity="info" role="status" data-not-allowed>
      {t('people.notAllowed', { role })}
    </Alert>
  );
}
