import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSessionPath } from '../../features/kiosk/session/session-paths';
import { useIsApiUnreachable } from '../../features/kiosk/offline/use-api-reachable';
import { KioskOfflinePage } from '../pages/kiosk-offline-page';

/**
 * A kiosk screen, or what shows instead while the API cannot be reached: on the welcome and idle screens the
 * offline screen (no visit can start); during a visit, the visitor's screen stays (its calls say what failed)
 * under a notice that the kiosk is offline. The header's emergency button works either way.
 */
export function KioskOfflineContent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isVisit = isSessionPath(useLocation().pathname);
  const isOffline = useIsApiUnreachable(isVisit);
  if (!isOffline) return <>{children}</>;
  if (!isVisit) return <KioskOfflinePage />;
  return (
    <>
      <Box
        role="status"
        sx={{
          mb: 12,
          p: 8,
          borderInlineStart: 6,
          borderColor: 'warning.main',
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontWeight: 700,
        }}
      >
        {t('offline.notice')}
      </Box>
      {children}
    </>
  );
}
