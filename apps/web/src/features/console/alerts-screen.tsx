import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TAlertKind } from '@kiosk/contract';
import { ALERT_KINDS, ALERT_STATES, CONSOLE_PAGE_SIZE } from '@kiosk/contract/values';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../shared/routes/paths';
import { ALERT_KIND_KEYS, useAlertText } from './alert-texts';
import { useConsoleFormat } from './console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { ConsolePager } from './console-pager';
import { consoleQueries, type TAlertsRequest } from './console-queries';
import { ConsoleTable } from './console-table';

const STATE_KEYS = {
  open: 'console.alerts.state.open',
  cleared: 'console.alerts.state.cleared',
  all: 'console.alerts.state.all',
} as const satisfies Record<TAlertsRequest['state'], string>;

const alertsRequestOf = (params: URLSearchParams): TAlertsRequest => {
  const state = params.get('state');
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    state: (ALERT_STATES as readonly string[]).includes(state ?? '')
      ? (state as TAlertsRequest['state'])
      : 'open',
    ...((ALERT_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as TAlertKind } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: CONSOLE_PAGE_SIZE.default,
  };
};

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
  const alertText = useAlertText(format);
  const [params, setParams] = useSearchParams();
  const request = alertsRequestOf(params);
  const alerts = useQuery(consoleQueries.alerts(request, format.language));
  const update = (name: 'state' | 'kind' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8, mb: 12 }}>
        <TextField
          id="alerts-state"
          select
          label={t('console.alerts.stateLabel')}
          value={request.state}
          onChange={(event) => update('state', event.target.value)}
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
          onChange={(event) => update('kind', event.target.value)}
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
      <Typography id="alerts-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.alerts.caption')}
      </Typography>
      <ConsoleLoadState query={alerts}>
        {(list) =>
          list.alerts.length === 0 ? (
            <Typography variant="p5">{t('console.alerts.none')}</Typography>
          ) : (
            <>
              <ConsoleTable
                labelledBy="alerts-caption"
                head={
                  <>
                    <TableCell scope="col">{t('console.alerts.column.kind')}</TableCell>
                    <TableCell scope="col">{t('console.alerts.column.kiosk')}</TableCell>
                    <TableCell scope="col">{t('console.alerts.column.detail')}</TableCell>
                    <TableCell scope="col">{t('console.alerts.column.since')}</TableCell>
                    <TableCell scope="col">{t('console.alerts.column.cleared')}</TableCell>
                  </>
                }
              >
                {list.alerts.map((alert) => {
                  const text = alertText(alert);
                  return (
                    <TableRow
                      key={alert.id}
                      data-alert={alert.id}
                      data-alert-kind={alert.kind}
                      data-device={alert.deviceId}
                    >
                      <TableCell component="th" scope="row">
                        {text.kind}
                      </TableCell>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={consolePaths.kiosk(alert.deviceId)}
                          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                        >
                          {alert.deviceName}
                        </Link>
                      </TableCell>
                      <TableCell>{text.detail}</TableCell>
                      <TableCell>{format.dateTime(alert.since)}</TableCell>
                      <TableCell>
                        {alert.clearedAt ? format.dateTime(alert.clearedAt) : t('console.alerts.stillOpen')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </ConsoleTable>
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
