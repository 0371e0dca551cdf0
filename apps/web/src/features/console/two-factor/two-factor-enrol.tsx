import { useEffect, useState } from 'react';
import type { TTwoFactorEnrolment } from '@kiosk/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTwoFactorPage } from './use-two-factor';

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of the otpauth:// address, made in the page (the qrcode library loads with this step). */
function useQrCode(uri: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 2, width: 224 }))
      .then((url) => isCurrent && setDataUrl(url))
      .catch(() => undefined); // the key as text is there whatever happens
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return dataUrl;
}

/** Enrolment: the new key (a QR code and as text), then a current code from the app turns it on. */
export function TwoFactorEnrol({
  page,
  enrolment,
}: {
  page: TTwoFactorPage;
  enrolment: TTwoFactorEnrolment;
}) {
  const { t } = useTranslation();
  const qrCode = useQrCode(enrolment.uri);
  const isWrong = page.failure === 'wrong';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void page.confirm(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Typography variant="p4">{t('twoFactor.scan')}</Typography>
      {qrCode ? (
        <Box component="img" src={qrCode} alt={t('twoFactor.qrAlt')} sx={{ width: 224, height: 224 }} />
      ) : null}
      <Typography variant="p4">
        {t('twoFactor.key')}{' '}
        <Box component="code" data-testid="two-factor-key" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {grouped(enrolment.secret)}
        </Box>
      </Typography>
      <TextField
        id="two-factor-code"
        label={t('twoFactor.code')}
        value={page.code}
        onChange={(event) => page.setCode(event.target.value)}
        required
        autoComplete="one-time-code"
        error={isWrong}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        sx={{ maxWidth: 320 }}
      />
      {page.failure ? (
        <Alert severity="error" role="alert">
          {t(isWrong ? 'twoFactor.codeWrong' : 'twoFactor.failed')}
        </Alert>
      ) : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!page.code.trim() || page.isBusy}
          sx={{ minHeight: 44 }}
        >
          {t('twoFactor.confirm')}
        </Button>
      </Box>
    </Box>
  );
}
