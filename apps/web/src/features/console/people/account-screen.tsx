import './people-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { useOperatorSession } from '../use-operator-session';
import { OwnPasswordForm } from './own-password-form';
import { useOwnPassword } from './use-own-password';

/**
 * `/operator/account`: who is signed in, and their own password. After a one-time password (a new account
 * or an admin's reset) the console shows only this page until a password of their own is set.
 */
export function AccountScreen() {
  return (
    <ConsoleGate>
      <Account />
    </ConsoleGate>
  );
}

function Account() {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const form = useOwnPassword();
  if (!session) return null;
  const role = t(`people.role.${session.role}`);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('people.account.intro', { name: session.name, role })}
      </Typography>
      {session.mustChangePassword ? (
        <Alert severity="warning" sx={{ mb: 8 }}>
          {t('people.account.mustChange')}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite">
        {form.isDone ? (
          <Alert
            severity="success"
            sx={{ mb: 8 }}
            action={
              <Button component={RouterLink} to={ROUTES.consoleFleet} sx={{ minHeight: 44 }}>
                {t('people.account.toConsole')}
              </Button>
            }
          >
            {t('people.account.done')}
          </Alert>
        ) : null}
      </div>
      {form.problem && form.problem.field === null ? (
        <Alert severity="error" role="alert" sx={{ mb: 8 }}>
          {form.problem.text}
        </Alert>
      ) : null}
      <OwnPasswordForm form={form} name={session.name} />
    </Box>
  );
}
