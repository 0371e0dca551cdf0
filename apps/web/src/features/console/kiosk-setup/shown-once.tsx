import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { saveTextFile } from '../../../shared/lib/save-file';

/** What the device agent's environment file is saved as (it goes to the kiosk PC as /etc/kiosk/agent.env). */
export const AGENT_ENV_FILE_NAME = 'agent.env';

/** One secret shown: its label, its value, and for a file a name to download it under. */
export type TShownLine = { label: string; value: string; fileName?: string };

/** Copy (and, for a file, Download) buttons under a secret; the copy is confirmed in words. */
function SecretActions({ line }: { line: TShownLine }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line.value);
      setCopied('yes');
    } catch {
      setCopied('no'); // no clipboard (an insecure page, a refusal): the text stays selectable
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={() => void copy()} sx={{ minHeight: 44 }}>
        {t('console.kioskSetup.copy', { what: line.label })}
      </Button>
      {line.fileName ? (
        <Button
          variant="outlined"
          onClick={() => saveTextFile(line.fileName!, line.value)}
          sx={{ minHeight: 44 }}
        >
          {t('console.kioskSetup.download', { file: line.fileName })}
        </Button>
      ) : null}
      <Typography variant="p5" component="span">
        {copied === 'yes'
          ? t('console.kioskSetup.copied')
          : copied === 'no'
            ? t('console.kioskSetup.copyFailed')
            : ''}
      </Typography>
    </Box>
  );
}

/**
 * A secret the server shows this once (a pairing code, a staff passkey, an agent's environment file): in
 * a status region so that it is announced, selectable, copied or downloaded with a button, and gone when
 * the page is left.
 */
export function ShownOnce({ title, lines }: { title: string; lines: TShownLine[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status" sx={{ my: 8 }} data-shown-once>
      <Typography variant="p4" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Typography variant="p5" sx={{ mb: 4 }}>
        {t('console.kioskSetup.shownOnce')}
      </Typography>
      {lines.map((line) => (
        <Box key={line.label} sx={{ mb: 4 }}>
          <Typography variant="p5" component="div">
            {line.label}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '1.125rem' }}
            data-secret={line.label}
          >
            {line.value}
          </Box>
          {line.fileName ? <SecretActions line={line} /> : null}
        </Box>
      ))}
    </Alert>
  );
}
