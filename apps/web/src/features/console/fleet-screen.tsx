import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { ConsolePager } from './console-pager';
import { consoleQueries } from './console-queries';
import { FleetFilters } from './fleet-filters';
import { FleetTable } from './fleet-table';
import { useFleetParams } from './use-fleet-params';

/** `/operator`: every kiosk of the deployment at a glance; sortable, filterable, paginated. */
export function FleetScreen() {
  return (
    <ConsoleGate>
      <Fleet />
    </ConsoleGate>
  );
}

function Fleet() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { request, update } = useFleetParams();
  const fleet = useQuery(consoleQueries.fleet(request, format.language));
  return (
    <>
      <FleetFilters
        key={request.q}
        filter={request.filter}
        q={request.q}
        counts={fleet.data?.counts}
        format={format}
        onFilter={(filter) => update({ filter })}
        onSearch={(q) => update({ q })}
      />
      <Typography id="fleet-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.fleet.caption')}
      </Typography>
      <ConsoleLoadState query={fleet}>
        {(overview) => (
          <>
            <FleetTable
              rows={overview.rows}
              sort={request.sort}
              dir={request.dir}
              onSort={(sort, dir) => update({ sort, dir })}
              format={format}
              captionId="fleet-caption"
            />
            <ConsolePager
              page={overview.page}
              pageSize={overview.pageSize}
              total={overview.total}
              onPage={(page) => update({ page })}
              format={format}
              label={t('console.fleet.caption')}
            />
            <Typography variant="p6" sx={{ color: 'text.secondary', mt: 4 }}>
              {t('console.fleet.generatedAt', { time: format.dateTime(overview.generatedAt) })}
            </Typography>
          </>
        )}
      </ConsoleLoadState>
    </>
  );
}
