import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AUDIT_SUBJECT_KINDS } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import type { TAuditRequest } from '../kiosk-setup/kiosk-setup-api';
import { AUDIT_KIND_KEYS } from './audit-texts';
import type { TAuditParamName } from './use-audit-params';

type Props = { request: TAuditRequest; onChange: (name: TAuditParamName, value: string) => void };

/** The audit log's filters: the kind at once, the kiosk, author and days when applied (Enter or the button). */
export function AuditFilters({ request, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState({
    deviceId: request.deviceId ?? '',
    author: request.author ?? '',
    from: request.from ?? '',
    to: request.to ?? '',
  });
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    for (const name of ['deviceId', 'author', 'from', 'to'] as const) onChange(name, typed[name].trim());
  };
  const field = (name: keyof typeof typed, type: 'text' | 'date' = 'text') => ({
    id: `audit-${name}`,
    type,
    label: t(`console.audit.filter.${name}`),
    value: typed[name],
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }),
    slotProps: { inputLabel: { shrink: true } },
    sx: { minWidth: 200 },
  });
  return (
    <Box
      component="form"
      onSubmit={onApply}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, mb: 12, alignItems: 'center' }}
    >
      <TextField
        id="audit-kind"
        select
        label={t('console.audit.filter.kind')}
        value={request.kind ?? ''}
        onChange={(event) => onChange('kind', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{t('console.audit.allKinds')}</option>
        {AUDIT_SUBJECT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(AUDIT_KIND_KEYS[kind])}
          </option>
        ))}
      </TextField>
      <TextField {...field('deviceId')} />
      <TextField {...field('author')} />
      <TextField {...field('from', 'date')} />
      <TextField {...field('to', 'date')} />
      <Button type="submit" variant="outlined" sx={{ minHeight: 44 }}>
        {t('console.audit.apply')}
      </Button>
    </Box>
  );
}
