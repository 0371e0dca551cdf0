import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  format: TConsoleFormat;
  /** Names what is paged ("Kiosks", "Alerts") for screen readers. */
  label: string;
};

/** Previous and next page with what is shown ("26–50 of 120"); buttons of 44 px, keys alone. */
export function ConsolePager({ page, pageSize, total, onPage, format, label }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={t('console.pager.label', { what: label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 8,
        mt: 6,
      }}
    >
      <Typography variant="p5" role="status">
        {t('console.pager.shown', {
          first: format.integer(first),
          last: format.integer(last),
          total: format.integer(total),
        })}
      </Typography>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.pager.previous')}
      </Button>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console.pager.next')}
      </Button>
    </Box>
  );
}
