import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { setTestMode, type TStaffSession } from '../../shared/staff-session/staff-session-store';

/**
 * docs/product.md §4 test dispense mode: a switch in app state. While on, the kiosk's order flow uses the test
 * endpoints of docs/product.md §7 with this session's passkey; it ends with the staff session.
 */
export function TestModeSwitch({ session }: { session: TStaffSession }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <FormControlLabel
        sx={{ minHeight: 44, mr: 0, alignSelf: 'flex-start' }}
        control={
          <Switch
            checked={session.isTestMode}
            onChange={(event) => setTestMode(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'test-mode-help' } }}
          />
        }
        label={<Typography variant="p4">{t('testDispense.mode')}</Typography>}
      />
      <Typography id="test-mode-help" variant="p5" color="text.secondary">
        {session.isTestMode ? t('testDispense.modeOn') : t('testDispense.modeOff')}
      </Typography>
    </Box>
  );
}
