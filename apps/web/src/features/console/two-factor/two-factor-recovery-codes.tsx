import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown this once (the server keeps only their hashes). */
export function TwoFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="recovery-codes-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Typography variant="h2" id="recovery-codes-title" sx={{ fontSize: '1.25rem' }}>
        {t('twoFactor.recoveryTitle')}
      </Typography>
      <Typography variant="p4">{t('twoFactor.recoveryIntro')}</Typography>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.125rem', columns: 2, pl: 8, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone} sx={{ minHeight: 44 }}>
          {t('twoFactor.recoveryDone')}
        </Button>
      </Box>
    </Box>
  );
}
