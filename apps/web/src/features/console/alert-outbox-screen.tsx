import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAlertMessage } from '@kiosk/contract';
import { useConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { ConsoleTable } from '../../shared/console-ui/console-table';

/** A message's delivery: sent, waiting for its next try, or given up (with the last error). */
function Delivery({ message }: { message: TAlertMessage }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  if (message.status === 'sent') return t('console.outbox.delivery.sent');
  const text =
    message.status === 'pending'
      ? t('console.outbox.delivery.pending', {
          time: format.dateTime(message.nextAttemptAt ?? message.createdAt),
        })
      : t('console.outbox.delivery.failed', { attempts: message.attempts });
  return (
    <>
      <Typography variant="p5" sx={{ fontWeight: message.status === 'failed' ? 600 : 400 }}>
        {text}
      </Typography>
      {message.lastError && (
        <Typography variant="p6" lang="en">
          {message.lastError}
        </Typography>
      )}
    </>
  );
}

const EVENT_KEYS = { raised: 'console.outbox.raised', cleared: 'console.outbox.cleared' } as const;

/**
 * `/operator/alert-outbox`: the alert messages, each with its delivery (sent, retrying, or failed with the
 * last error). In the demo the outbox is the channel: messages are kept here instead of sent.
 */
export function AlertOutboxScreen() {
  return (
    <ConsoleGate>
      <AlertOutbox />
    </ConsoleGate>
  );
}

function AlertOutbox() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const outbox = useQuery(consoleQueries.outbox());
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
                  <TableCell scope="col">{t('console.outbox.column.delivery')}</TableCell>
                  <TableCell scope="col">{t('console.outbox.column.message')}</TableCell>
                </>
              }
            >
              {messages.map((message) => (
                <TableRow key={message.id} data-alert={message.alertId}>
                  <TableCell>{format.dateTime(message.createdAt)}</TableCell>
                  <TableCell>{t(EVENT_KEYS[message.event])}</TableCell>
                  <TableCell>{message.to}</TableCell>
                  <TableCell>
                    <Delivery message={message} />
                  </TableCell>
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
