import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from './console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { ConsoleTable } from './console-table';
import type { TOperatorSession } from './operator-session-store';

const EVENT_KEYS = { raised: 'console.outbox.raised', cleared: 'console.outbox.cleared' } as const;

/**
 * `/operator/alert-outbox`: in the demo, the alert messages the notifier kept instead of sending them
 * (like the SMS outbox). A deployment that sends them has no outbox: the page says so.
 */
export function AlertOutboxScreen() {
  return <ConsoleGate>{(session) => <AlertOutbox session={session} />}</ConsoleGate>;
}

function AlertOutbox({ session }: { session: TOperatorSession }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const outbox = useQuery(consoleQueries.outbox(session.token));
  if (outbox.isError && outbox.error.status === 404)
    return (
      <Alert severity="info" role="status">
        {t('console.outbox.notAvailable')}
      </Alert>
    );
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('console.outbox.intro')}
      </Typography>
      <Typography id="outbox-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.outbox.caption')}
      </Typography>
      <ConsoleLoadState query={outbox}>
        {({ messages }) =>
          messages.length === 0 ? (
            <Typography variant="p5">{t('console.outbox.empty')}</Typography>
          ) : (
            <ConsoleTable
              labelledBy="outbox-caption"
              head={
                <>
                  <TableCell scope="col">{t('console.outbox.column.at')}</TableCell>
                  <TableCell scope="col">{t('console.outbox.column.event')}</TableCell>
                  <TableCell scope="col">{t('console.outbox.column.to')}</TableCell>
                  <TableCell scope="col">{t('console.outbox.column.message')}</TableCell>
                </>
              }
            >
              {messages.map((message) => (
                <TableRow key={message.id} data-alert={message.alertId}>
                  <TableCell>{format.dateTime(message.createdAt)}</TableCell>
                  <TableCell>{t(EVENT_KEYS[message.event])}</TableCell>
                  <TableCell>{message.to}</TableCell>
                  <TableCell component="th" scope="row">
                    <Typography variant="p5" sx={{ fontWeight: 600 }}>
                      {message.subject}
                    </Typography>
                    <Typography variant="p6" sx={{ whiteSpace: 'pre-wrap' }}>
                      {message.body}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </ConsoleTable>
          )
        }
      </ConsoleLoadState>
    </>
  );
}
