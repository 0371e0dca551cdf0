import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TOperatorRole } from '@kiosk/contract';
import { OPERATOR_ROLES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { addOperator } from '../../../shared/api/operators-api';
import type { TPeopleAction } from './use-people-action';

/** Adds an account with a role; the server answers with its one-time password, shown once above. */
export function AddOperatorForm({ action }: { action: TPeopleAction }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [role, setRole] = useState<TOperatorRole>('viewer');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await action.run(
      'add',
      () => addOperator({ name: name.trim(), role }),
      (result) => ({
        title: t('people.add.added', { name: result.operator.name }),
        name: result.operator.name,
        password: result.oneTimePassword,
      }),
    );
    if (added) setName('');
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'flex-start' }}
    >
      <TextField
        id="person-name"
        label={t('console.signIn.name')}
        helperText={t('people.add.nameHelp')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 64 } }}
        sx={{ minWidth: 260, flex: '1 1 260px' }}
      />
      <TextField
        id="person-role"
        select
        label={t('people.add.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as TOperatorRole)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180 }}
      >
        {OPERATOR_ROLES.map((each) => (
          <option key={each} value={each}>
            {t(`people.role.${each}`)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={action.busy} sx={{ minHeight: 56 }}>
        {t('people.add.submit')}
      </Button>
    </Box>
  );
}
