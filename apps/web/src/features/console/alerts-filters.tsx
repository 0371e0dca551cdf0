import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ALERT_KINDS, ALERT_STATES } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import { ALERT_KIND_KEYS } from './alert-texts';
import type { TAlertsRequest } from './console-queries';
import type { TAlertsParamName } from './use-alerts-params';

const STATE_KEYS = {
  open: 'console.alerts.state.open',
  cleared: 'console.alerts.state.cleared',
  all: 'console.alerts.state.all',
} as const satisfies Record<TAlertsRequest['state'], string>;

type TAlertsFiltersProps = {
  request: TAlertsRequest;
  onChange: (name: TAlertsParamName, value: string) => void;
};

/** The alerts' state and kind choices. */
export function AlertsFilters({ request, onChange }: TAlertsFiltersProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, mb: 12 }}>
      <TextField
        id="alerts-state"
        select
        label={t('console.alerts.stateLabel')}
        value={request.state}
        onChange={(event) => onChange('state', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        {ALERT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(STATE_KEYS[state])}
          </option>
        ))}
      </TextField>
      <TextField
        id="alerts-kind"
        select
        label={t('console.alerts.kindLabel')}
        value={request.kind ?? ''}
        onChange={(event) => onChange('kind', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240 }}
      >
        <option value="">{t('console.alerts.allKinds')}</option>
        {ALERT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(ALERT_KIND_KEYS[kind])}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
