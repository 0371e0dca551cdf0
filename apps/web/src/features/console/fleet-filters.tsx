import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TFleetOverview } from '@kiosk/contract';
import { FLEET_FILTERS } from '@kiosk/contract/values';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import type { TFleetFilterName } from './use-fleet-params';

const FILTER_KEYS = {
  low_stock: 'console.fleet.filter.lowStock',
  offline: 'console.fleet.filter.offline',
  faults: 'console.fleet.filter.faults',
  alerts: 'console.fleet.filter.alerts',
} as const satisfies Record<TFleetFilterName, string>;

type Props = {
  filter: TFleetFilterName[];
  q: string;
  counts: TFleetOverview['counts'] | undefined;
  format: TConsoleFormat;
  onFilter: (filter: TFleetFilterName[]) => void;
  onSearch: (q: string) => void;
};

/** Toggle filters (a kiosk must match each one pressed), with the fleet's count of each, and the search. */
export function FleetFilters({ filter, q, counts, format, onFilter, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const toggle = (name: TFleetFilterName) =>
    onFilter(filter.includes(name) ? filter.filter((entry) => entry !== name) : [...filter, name]);
  const countOf = (name: keyof TFleetOverview['counts']) => (counts ? format.integer(counts[name]) : '…');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', mb: 8 }}>
      <Box
        role="group"
        aria-label={t('console.fleet.filter.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
      >
        <Button
          variant={filter.length === 0 ? 'contained' : 'outlined'}
          aria-pressed={filter.length === 0}
          onClick={() => onFilter([])}
        >
          {t('console.fleet.filter.all', { n: countOf('all') })}
        </Button>
        {FLEET_FILTERS.map((name) => (
          <Button
            key={name}
            variant={filter.includes(name) ? 'contained' : 'outlined'}
            aria-pressed={filter.includes(name)}
            onClick={() => toggle(name)}
          >
            {t(FILTER_KEYS[name], { n: countOf(name) })}
          </Button>
        ))}
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        sx={{ display: 'flex', gap: 4, flex: '1 1 240px', minWidth: 0 }}
      >
        <TextField
          id="fleet-search"
          type="search"
          label={t('console.fleet.search')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') onSearch('');
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined">
          {t('console.fleet.searchButton')}
        </Button>
      </Box>
    </Box>
  );
}
