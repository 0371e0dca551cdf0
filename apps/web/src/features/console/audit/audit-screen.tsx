import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAuditCsv, fetchAuditLog, type TAuditRequest } from '../kiosk-setup/kiosk-setup-api';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { saveCsvFile } from '../../../shared/lib/save-file';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { ConsolePager } from '../console-pager';
import { CONSOLE_QUERY_ROOT } from '../console-queries';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAuditParams } from './use-audit-params';

/** `/operator/audit`: every change from the console or a command line, newest first; filters and CSV. */
export function AuditScreen() {
  return (
    <ConsoleGate>
      <Audit />
    </ConsoleGate>
  );
}

/** The CSV of every entry the filters match (not just this page). */
function ExportCsv({ request }: { request: TAuditRequest }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState(false);
  const onExport = async () => {
    setFailure(false);
    try {
      const { fileName, csv } = await fetchAuditCsv({ ...request, page: 1 });
      saveCsvFile(fileName, csv);
    } catch {
      setFailure(true);
    }
  };
  return (
    <Box sx={{ mb: 8 }}>
      <Button variant="outlined" onClick={() => void onExport()} sx={{ minHeight: 44 }}>
        {t('console.audit.exportCsv')}
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 4 }}>
          {t('console.loadError')}
        </Alert>
      ) : null}
    </Box>
  );
}

function Audit() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const { request, update } = useAuditParams();
  const log = useQuery({
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryKey: [CONSOLE_QUERY_ROOT, 'audit', request] as const,
    queryFn: ({ signal }) => fetchAuditLog(request, signal),
  });
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('console.audit.intro')}
      </Typography>
      <AuditFilters key={JSON.stringify(request)} request={request} onChange={update} />
      <ExportCsv request={request} />
      <Typography id="audit-caption" variant="p3" component="h2" sx={{ mb: 6 }}>
        {t('console.audit.caption')}
      </Typography>
      <ConsoleLoadState query={log}>
        {(data) =>
          data.entries.length === 0 ? (
            <Typography variant="p5">{t('console.audit.none')}</Typography>
          ) : (
            <>
              <AuditTable entries={data.entries} format={format} />
              <ConsolePager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => update('page', String(page))}
                format={format}
                label={t('console.audit.caption')}
              />
            </>
          )
        }
      </ConsoleLoadState>
    </>
  );
}
