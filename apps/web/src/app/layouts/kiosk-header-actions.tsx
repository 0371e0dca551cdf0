import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmergencyButton } from '../../features/kiosk/emergency/emergency-button';
import { ChangeLanguageButton } from '../../features/kiosk/language/change-language-button';
import { AccessibilityButton } from '../../features/kiosk/session/accessibility-button';
import { ExitSessionButton } from '../../features/kiosk/session/exit-session-button';
import { isSessionPath } from '../../features/kiosk/session/session-paths';

/**
 * The kiosk header's buttons on every kiosk screen: emergency naloxone (always first and
 * prominent), language and, during a session, more time (allow-listed devices; the welcome
 * screen offers it in its own content) and 'End session'.
 */
export function KioskHeaderActions() {
  const { t } = useTranslation();
  const isSession = isSessionPath(useLocation().pathname);
  return (
    <Box
      role="group"
      aria-label={t('kioskHeader.actionsLabel')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        marginInlineStart: 'auto',
        '& .MuiButton-root': { minHeight: 44, whiteSpace: 'nowrap', paddingInline: '12px' },
      }}
    >
      <EmergencyButton />
      <ChangeLanguageButton />
      {isSession ? <AccessibilityButton /> : null}
      <ExitSessionButton />
    </Box>
  );
}
