import './people-texts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { useOperatorSession } from '../use-operator-session';
import { useRoleReaches } from '../use-role-reaches';
import { AddOperatorForm } from './add-operator-form';
import { ConsoleNotAllowed } from './console-not-allowed';
import { OneTimePassword } from './one-time-password';
import { PeopleTable } from './people-table';
import { peopleQueries } from './people-queries';
import { usePeopleAction, type TPeopleAction } from './use-people-action';

/** `/operator/people` (admins): the operator accounts, added, their roles changed, disabled, removed, reset. */
export function PeopleScreen() {
  return (
    <ConsoleGate>
      <PeopleForRole />
    </ConsoleGate>
  );
}

function PeopleForRole() {
  return useRoleReaches('admin') ? <People /> : <ConsoleNotAllowed />;
}

/** The outcome of the last action: done in a status, refused in an alert, a one-time password shown once. */
function ActionOutcome({ action }: { action: TPeopleAction }) {
  const { notice, shown } = action;
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.tone === 'done' ? (
          <Alert severity="success" sx={{ mb: 8 }}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
      {notice?.tone === 'refused' ? (
        <Alert severity="error" role="alert" sx={{ mb: 8 }}>
          {notice.text}
        </Alert>
      ) : null}
      {shown ? <OneTimePassword shown={shown} /> : null}
    </>
  );
}

function People() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const session = useOperatorSession();
  const operators = useQuery(peopleQueries.operators());
  const action = usePeopleAction();
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('people.intro')}
      </Typography>
      <ActionOutcome action={action} />
      <ConsoleSection id="add-person-heading" title={t('people.add.title')}>
        <AddOperatorForm action={action} />
      </ConsoleSection>
      <ConsoleSection id="people-caption" title={t('people.caption')}>
        <ConsoleLoadState query={operators}>
          {(data) => (
            <PeopleTable
              accounts={data.operators}
              selfName={session?.name ?? ''}
              action={action}
              format={format}
            />
          )}
        </ConsoleLoadState>
      </ConsoleSection>
    </>
  );
}
