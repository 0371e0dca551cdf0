import './release-texts';
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { uploadRelease } from './releases-api';
import { useKioskAction } from '../kiosk-setup/use-kiosk-action';

const FILE_SX = { display: 'block', minHeight: 44, mt: 2, mb: 6, font: 'inherit' } as const;

/** One file field: a native input (keyboard and screen readers know it), labelled. */
function FileField({
  id,
  label,
  accept,
  onPick,
}: {
  id: string;
  label: string;
  accept: string;
  onPick: (file: File | null) => void;
}) {
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="p4" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        name={id}
        type="file"
        accept={accept}
        sx={FILE_SX}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null)}
      />
    </Box>
  );
}

/**
 * Upload of a release: the tarball and its signed manifest (`npm run pack:kiosk-pc -- --key` makes both).
 * The server checks the signature and the sha256; a refusal is shown with the server's reason.
 */
export function ReleaseUploadForm() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [tarball, setTarball] = useState<File | null>(null);
  const [manifest, setManifest] = useState<File | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const action = useKioskAction(async () => {
    const release = await uploadRelease(tarball!, manifest!);
    form.current?.reset();
    setTarball(null);
    setManifest(null);
    return release;
  }, 'releases.refused');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsMissing(!tarball || !manifest);
    if (tarball && manifest) action.start();
  };
  return (
    <Box component="form" ref={form} noValidate onSubmit={onSubmit} aria-labelledby="upload-heading">
      <FileField
        id="release-tarball"
        label={t('releases.upload.tarball')}
        accept=".gz,.tgz,application/gzip"
        onPick={setTarball}
      />
      <FileField
        id="release-manifest"
        label={t('releases.upload.manifest')}
        accept=".json,application/json"
        onPick={setManifest}
      />
      {isMissing ? (
        <Alert severity="error" role="alert" sx={{ mb: 6 }}>
          {t('releases.upload.pickBoth')}
        </Alert>
      ) : null}
      {action.failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 6 }}>
          {action.failure}
        </Alert>
      ) : null}
      {action.result && !action.isBusy ? (
        <Alert severity="success" role="status" sx={{ mb: 6 }}>
          {t('releases.upload.done', { version: action.result.version })}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={action.isBusy} sx={{ minHeight: 44 }}>
        {action.isBusy ? t('releases.upload.sending') : t('releases.upload.submit')}
      </Button>
    </Box>
  );
}
