import Box from '@mui/material/Box';
import CircleIcon from '@mui/icons-material/Circle';
import type { TConnection } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';

/** Online or offline and since when (the device agent's status), or when the kiosk was last seen (its last call). */
export function ConnectionLabel({ connection, format }: { connection: TConnection; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const isOnline = connection.state === 'online';
  const text =
    connection.state === 'never_seen'
      ? t('console.connection.neverSeen')
      : connection.since
        ? t(isOnline ? 'console.connection.onlineSince' : 'console.connection.offlineSince', {
            time: format.dateTime(connection.since),
          })
        : connection.lastSeenAt
          ? t(isOnline ? 'console.connection.onlineLastSeen' : 'console.connection.offlineLastSeen', {
              time: format.dateTime(connection.lastSeenAt),
            })
          : t(isOnline ? 'console.connection.online' : 'console.connection.offline');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <CircleIcon
        aria-hidden="true"
        sx={{ fontSize: 12, color: isOnline ? 'success.main' : 'error.main', flexShrink: 0 }}
      />
      <span>{text}</span>
    </Box>
  );
}
