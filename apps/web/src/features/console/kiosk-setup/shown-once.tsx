import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server shows this once (a pairing code, a staff passkey, an agent's environment file): in
 * a status region so that it is announced, selectable, and gone when the page is left.
 */
export function ShownOnce({ title, lines }: { title: string; lines: { label: string; value: string }[] }) {
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
        </Box>
      ))}
    </Alert>
  );
}
