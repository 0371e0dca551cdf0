import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TOperatorAccount, TOperatorRole } from '@kiosk/contract';
import { OPERATOR_ROLES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { changeOperator, resetOperatorPassword } from '../../../shared/api/operators-api';
import { CellNote } from '../../../shared/console-ui/cell-note';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import type { TPeopleAction } from './use-people-action';

const TARGET = { minHeight: 44 } as const;

/** The row's actions that are asked about first. */
export type TAskedAction = 'remove' | 'clearTwoFactor';

/** The account's role: a list of the roles and a button that makes the change. */
function RoleCell({ account, action }: { account: TOperatorAccount; action: TPeopleAction }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<TOperatorRole>(account.role);
  const selectId = `role-${account.id}`;
  const onChange = () =>
    void action.run(
      'change',
      () => changeOperator(account.id, { role }),
      (changed) => t('people.done.role', { name: changed.name, role: t(`people.role.${changed.role}`) }),
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box
        component="select"
        id={selectId}
        aria-label={t('people.roleOf', { name: account.name })}
        value={role}
        onChange={(event) => setRole((event.target as HTMLSelectElement).value as TOperatorRole)}
        sx={{ ...TARGET, minWidth: 120, px: 2, font: 'inherit' }}
      >
        {OPERATOR_ROLES.map((each) => (
          <option key={each} value={each}>
            {t(`people.role.${each}`)}
          </option>
        ))}
      </Box>
      <Button
        variant="outlined"
        onClick={onChange}
        disabled={action.busy || role === account.role}
        sx={TARGET}
      >
        {t('people.changeRole')}
      </Button>
    </Box>
  );
}

/** What an admin can do with an account: disable, reset the password, clear the second factor, remove. */
function OperatorActions({
  account,
  nameId,
  action,
  onAsk,
}: {
  account: TOperatorAccount;
  nameId: string;
  action: TPeopleAction;
  onAsk: (kind: TAskedAction, account: TOperatorAccount) => void;
}) {
  const { t } = useTranslation();
  const isDisabled = account.disabledAt !== null;
  const onToggle = () =>
    void action.run(
      'change',
      () => changeOperator(account.id, { disabled: !isDisabled }),
      (changed) =>
        t(changed.disabledAt ? 'people.done.disabled' : 'people.done.enabled', { name: changed.name }),
    );
  const onReset = () =>
    void action.run(
      'change',
      () => resetOperatorPassword(account.id),
      (result) => ({
        title: t('people.done.reset', { name: result.operator.name }),
        name: result.operator.name,
        password: result.oneTimePassword,
      }),
    );
  return (
    <Box role="group" aria-labelledby={nameId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Button variant="outlined" onClick={onToggle} disabled={action.busy} sx={TARGET}>
        {t(isDisabled ? 'people.enable' : 'people.disable')}
      </Button>
      <Button variant="outlined" onClick={onReset} disabled={action.busy} sx={TARGET}>
        {t('people.resetPassword')}
      </Button>
      {account.twoFactorEnabled ? (
        <Button
          variant="outlined"
          onClick={() => onAsk('clearTwoFactor', account)}
          disabled={action.busy}
          sx={TARGET}
        >
          {t('people.clearTwoFactor')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        onClick={() => onAsk('remove', account)}
        disabled={action.busy}
        sx={TARGET}
      >
        {t('people.remove')}
      </Button>
    </Box>
  );
}

/** An account's row: name, role, state, two-step sign-in, when it was added, and what an admin can do. */
export function OperatorRow({
  account,
  isSelf,
  action,
  format,
  onAsk,
}: {
  account: TOperatorAccount;
  isSelf: boolean;
  action: TPeopleAction;
  format: TConsoleFormat;
  onAsk: (kind: TAskedAction, account: TOperatorAccount) => void;
}) {
  const { t } = useTranslation();
  const isDisabled = account.disabledAt !== null;
  const nameId = `person-${account.id}`;
  return (
    <TableRow data-operator={account.name}>
      <TableCell component="th" scope="row" id={nameId} sx={{ fontWeight: 600 }}>
        {account.name}
        {isSelf ? <CellNote tone="secondary">{t('people.you')}</CellNote> : null}
      </TableCell>
      <TableCell>
        <RoleCell key={account.role} account={account} action={action} />
      </TableCell>
      <TableCell data-testid="person-state">
        {isDisabled
          ? `${t('people.state.disabled')} (${format.dateTime(account.disabledAt!)})`
          : t('people.state.active')}
        {account.mustChangePassword ? (
          <CellNote tone="secondary">{t('people.state.oneTime')}</CellNote>
        ) : null}
      </TableCell>
      <TableCell data-testid="person-two-factor">
        {t(account.twoFactorEnabled ? 'people.twoFactor.on' : 'people.twoFactor.off')}
      </TableCell>
      <TableCell>{format.dateTime(account.createdAt)}</TableCell>
      <TableCell>
        <OperatorActions account={account} nameId={nameId} action={action} onAsk={onAsk} />
      </TableCell>
    </TableRow>
  );
}
