import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTwoFactorPage } from './use-two-factor';

/** Turning it off: a current code of the app, or the password. */
export function TwoFactorDisable({ page }: { page: TTwoFactorPage }) {
  const { t } = useTranslation();
  const isWrong = page.failure === 'wrong';
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="two-factor-disable-title"
      onSubmit={(event) => void page.disable(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 6, maxWidth: 480 }}
    >
      <Typography variant="h2" id="two-factor-disable-title" sx={{ fontSize: '1.25rem' }}>
        {t('twoFactor.disableTitle')}
      </Typography>
      <Typography variant="p4">{t('twoFactor.disableIntro')}</Typography>
      <TextField
        id="two-factor-disable-code"
        label={t('twoFactor.code')}
        value={page.code}
        onChange={(event) => page.setCode(event.target.value)}
        autoComplete="one-time-code"
        error={isWrong}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
      />
      <TextField
        id="two-factor-disable-password"
        label={t('twoFactor.password')}
        type="password"
        value={page.password}
        onChange={(event) => page.setPassword(event.target.value)}
        autoComplete="current-password"
        error={isWrong}
        slotProps={{ htmlInput: { maxLength: 256 } }}
      />
      {page.failure ? (
        <Alert severity="error" role="alert">
          {t(isWrong ? 'twoFactor.disableWrong' : 'twoFactor.failed')}
        </Alert>
      ) : null}
      <Box>
        <Button
          type="submit"
          variant="outlined"
          color="error"
          disabled={(!page.code.trim() && !page.password) || page.isBusy}
          sx={{ minHeight: 44 }}
        >
          {t('twoFactor.disable')}
        </Button>
      </Box>
    </Box>
  );
}
