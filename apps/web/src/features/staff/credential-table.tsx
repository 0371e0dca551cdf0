import './staff-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TKioskCredential } from '@kiosk/contract';

/** The paired kiosk browsers: name, when paired, state; rotate or revoke the active ones. */
export function CredentialTable({
  rows,
  when,
  isBusy,
  onRotate,
  onRevoke,
}: {
  rows: TKioskCredential[];
  when: (iso: string) => string;
  isBusy: boolean;
  onRotate: (id: string) => void;
  onRevoke: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-labelledby="kiosk-browsers-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('kioskPairing.browser')}</TableCell>
          <TableCell>{t('kioskPairing.pairedAt')}</TableCell>
          <TableCell>{t('kioskPairing.state')}</TableCell>
          <TableCell>{t('kioskPairing.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = `${row.id.slice(0, 8)} (${t(row.pairedBy === 'code' ? 'kioskPairing.byCode' : 'kioskPairing.byStaff')})`;
          return (
            <TableRow key={row.id}>
              <TableCell>{name}</TableCell>
              <TableCell>{when(row.createdAt)}</TableCell>
              <TableCell>{t(row.revokedAt ? 'kioskPairing.revoked' : 'kioskPairing.active')}</TableCell>
              <TableCell>
                {row.revokedAt ? null : (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
                    <Button
                      variant="outlined"
                      disabled={isBusy}
                      aria-label={`${t('kioskPairing.rotate')} ${name}`}
                      onClick={() => onRotate(row.id)}
                    >
                      {t('kioskPairing.rotate')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      disabled={isBusy}
                      aria-label={`${t('kioskPairing.revoke')} ${name}`}
                      onClick={() => onRevoke(row.id)}
                    >
                      {t('kioskPairing.revoke')}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
