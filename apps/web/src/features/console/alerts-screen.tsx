import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import { AlertsFilters } from './alerts-filters';
import { AlertsTable } from './alerts-table';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { ConsolePager } from './console-pager';
import { consoleQueries } from './console-queries';
import { useAlertsParams } from './use-alerts-params';

/** `/operator/alerts`: low stock, offline, slot faults, repeated dispense failures; open ones first. */
export function AlertsScreen() {
  return (
    <ConsoleGate>
      <Alerts />
    </ConsoleGate>
  );
}

function Alerts() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { request, update } = useAlertsParams();
  const alerts = useQuery(consoleQueries.alerts(request, format.language));
  return (
    <>
      <AlertsFilters request={request} onChange={update} />
      <Typography id="alerts-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.alerts.caption')}
      </Typography>
      <ConsoleLoadState query={alerts}>
        {(list) =>
          list.alerts.length === 0 ? (
            <Typography variant="p5">{t('console.alerts.none')}</Typography>
          ) : (
            <>
              <AlertsTable alerts={list.alerts} format={format} />
              <ConsolePager
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={(page) => update('page', String(page))}
                format={format}
                label={t('console.alerts.caption')}
              />
            </>
          )
        }
      </ConsoleLoadState>
    </>
  );
}
