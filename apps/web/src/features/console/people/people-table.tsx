import { useState } from 'react';
import TableCell from '@mui/material/TableCell';
import type { TOperatorAccount } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { removeOperator } from '../../../shared/api/operators-api';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { OperatorRow } from './operator-row';
import { RemoveOperatorDialog } from './remove-operator-dialog';
import type { TPeopleAction } from './use-people-action';

/** Every account, by name, each with its actions; a removal is asked about first. */
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
  const [removing, setRemoving] = useState<TOperatorAccount | null>(null);
  const onConfirm = () => {
    if (!removing) return;
    const { id, name } = removing;
    setRemoving(null);
    void action.run(
      'change',
      () => removeOperator(id),
      () => t('people.done.removed', { name }),
    );
  };
  return (
    <>
      <ConsoleTable
        labelledBy="people-caption"
        head={
          <>
            <TableCell scope="col">{t('people.column.name')}</TableCell>
            <TableCell scope="col">{t('people.column.role')}</TableCell>
            <TableCell scope="col">{t('people.column.state')}</TableCell>
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
            onRemove={setRemoving}
          />
        ))}
      </ConsoleTable>
      <RemoveOperatorDialog
        name={removing?.name ?? null}
        onCancel={() => setRemoving(null)}
        onConfirm={onConfirm}
      />
    </>
  );
}
