import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOwnPasswordForm, TPasswordProblem } from './use-own-password';

/** A password field; the refusal that names it is its description. */
function PasswordField({
  id,
  label,
  value,
  onChange,
  problem,
  field,
  autoComplete,
  helper,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: TPasswordProblem | null;
  field: NonNullable<TPasswordProblem['field']>;
  autoComplete: string;
  helper?: string;
}) {
  const isWrong = problem?.field === field;
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoComplete={autoComplete}
      error={isWrong}
      helperText={isWrong ? problem.text : helper}
      slotProps={{ htmlInput: { maxLength: 256 } }}
      fullWidth
    />
  );
}

/** The own-password form: the current password, the new one twice; the server's rules under the new one. */
export function OwnPasswordForm({ form, name }: { form: TOwnPasswordForm; name: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-labelledby="own-password-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Typography id="own-password-heading" variant="p3" component="h2">
        {t('people.account.title')}
      </Typography>
      {/* The account's name, for password managers. */}
      <input type="text" autoComplete="username" value={name} readOnly hidden />
      <PasswordField
        id="current-password"
        label={t('people.account.current')}
        value={form.current}
        onChange={form.setCurrent}
        problem={form.problem}
        field="currentPassword"
        autoComplete="current-password"
      />
      <PasswordField
        id="new-password"
        label={t('people.account.new')}
        value={form.next}
        onChange={form.setNext}
        problem={form.problem}
        field="newPassword"
        autoComplete="new-password"
        helper={t('people.account.rules')}
      />
      <PasswordField
        id="repeat-password"
        label={t('people.account.repeat')}
        value={form.repeat}
        onChange={form.setRepeat}
        problem={form.problem}
        field="repeat"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy}
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        {t('people.account.submit')}
      </Button>
    </Box>
  );
}
