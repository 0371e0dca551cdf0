import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TShownPassword } from './use-people-action';

/**
 * A one-time password the server shows this once, as kiosk-setup/shown-once.tsx shows a kiosk's secrets
 * (its own small copy, so that the kiosk set-up pages and this one share no chunk for it): announced,
 * selectable, gone when the page is left.
 */
export function OneTimePassword({ shown }: { shown: TShownPassword }) {
  const { t } = useTranslation();
  const label = t('people.oneTimePassword');
  return (
    <Alert severity="warning" role="status" sx={{ my: 8 }} data-shown-once>
      <Typography variant="p4" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {shown.title}
      </Typography>
      <Typography variant="p5" sx={{ mb: 4 }}>
        {t('console.kioskSetup.shownOnce')} {t('people.oneTimeHelp', { name: shown.name })}
      </Typography>
      <Typography variant="p5" component="div">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '1.125rem' }}
        data-secret={label}
      >
        {shown.password}
      </Box>
    </Alert>
  );
}
