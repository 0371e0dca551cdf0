import { useState } from 'react';
import TableCell from '@mui/material/TableCell';
import type { TOperatorAccount } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { clearOperatorTwoFactor, removeOperator } from '../../../shared/api/operators-api';
import { ConfirmDialog } from '../../../shared/console-ui/confirm-dialog';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { OperatorRow, type TAskedAction } from './operator-row';
import type { TPeopleAction } from './use-people-action';

type TAsking = { kind: TAskedAction; account: TOperatorAccount };

/** What the confirmation of an asked action says, and what it does once confirmed. */
function useAskedAction(action: TPeopleAction) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<TAsking | null>(null);
  const cancel = t('people.confirmRemove.cancel');
  const texts = !asking
    ? null
    : asking.kind === 'remove'
      ? {
          title: t('people.confirmRemove.title', { name: asking.account.name }),
          body: t('people.confirmRemove.body'),
          confirm: t('people.remove'),
          cancel,
        }
      : {
          title: t('people.confirmClear.title', { name: asking.account.name }),
          body: t('people.confirmClear.body'),
          confirm: t('people.clearTwoFactor'),
          cancel,
        };
  const onConfirm = () => {
    if (!asking) return;
    const { kind, account } = asking;
    setAsking(null);
    void action.run(
      'change',
      (): Promise<unknown> =>
        kind === 'remove' ? removeOperator(account.id) : clearOperatorTwoFactor(account.id),
      () =>
        t(kind === 'remove' ? 'people.done.removed' : 'people.done.twoFactorCleared', {
          name: account.name,
        }),
    );
  };
  return {
    texts,
    ask: (kind: TAskedAction, account: TOperatorAccount) => setAsking({ kind, account }),
    onConfirm,
    cancel: () => setAsking(null),
  };
}

/** Every account, by name, each with its actions; a removal or a cleared second factor is asked about first. */
export function PeopleTable({
  accounts,
  selfName,
  action,
  format,
}: {
  accounts: TOperatorAccount[];
  selfName: string;
  action: TPeopleAction;
  format: TConsoleFormat;
}) {
  const { t } = useTranslation();
  const asked = useAskedAction(action);
  return (
    <>
      <ConsoleTable
        labelledBy="people-caption"
        head={
          <>
            <TableCell scope="col">{t('people.column.name')}</TableCell>
            <TableCell scope="col">{t('people.column.role')}</TableCell>
            <TableCell scope="col">{t('people.column.state')}</TableCell>
            <TableCell scope="col">{t('people.column.twoFactor')}</TableCell>
            <TableCell scope="col">{t('people.column.added')}</TableCell>
            <TableCell scope="col">{t('people.column.actions')}</TableCell>
          </>
        }
      >
        {accounts.map((account) => (
          <OperatorRow
            key={account.id}
            account={account}
            isSelf={account.name === selfName}
            action={action}
            format={format}
            onAsk={asked.ask}
          />
        ))}
      </ConsoleTable>
      <ConfirmDialog
        id="confirm-person"
        texts={asked.texts}
        onCancel={asked.cancel}
        onConfirm={asked.onConfirm}
      />
    </>
  );
}
