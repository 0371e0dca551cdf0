import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TAuditEntry } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import { AUDIT_KIND_KEYS, valuesText } from './audit-texts';

const Values = ({ values }: { values: Record<string, unknown> | null }) => (
  <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', font: 'inherit' }}>
    {valuesText(values)}
  </Box>
);

/** One change: when, who, what, about what, and the values before and after. */
function AuditRow({ entry, format }: { entry: TAuditEntry; format: TConsoleFormat }) {
  const { t } = useTranslation();
  return (
    <TableRow data-audit={entry.id} data-action={entry.action}>
      <TableCell component="th" scope="row">
        {format.dateTime(entry.at)}
      </TableCell>
      <TableCell data-author>{entry.author}</TableCell>
      <TableCell>{entry.action}</TableCell>
      <TableCell>
        {t(AUDIT_KIND_KEYS[entry.subjectKind])}: {entry.subjectId}
      </TableCell>
      <TableCell>
        <Values values={entry.before} />
      </TableCell>
      <TableCell>
        <Values values={entry.after} />
      </TableCell>
    </TableRow>
  );
}

/** The table of changes, captioned by the heading `audit-caption`. */
export function AuditTable({ entries, format }: { entries: TAuditEntry[]; format: TConsoleFormat }) {
  const { t } = useTranslation();
  return (
    <ConsoleTable
      labelledBy="audit-caption"
      head={
        <>
          <TableCell scope="col">{t('console.audit.column.at')}</TableCell>
          <TableCell scope="col">{t('console.audit.column.author')}</TableCell>
          <TableCell scope="col">{t('console.audit.column.action')}</TableCell>
          <TableCell scope="col">{t('console.audit.column.subject')}</TableCell>
          <TableCell scope="col">{t('console.audit.column.before')}</TableCell>
          <TableCell scope="col">{t('console.audit.column.after')}</TableCell>
        </>
      }
    >
      {entries.map((entry) => (
        <AuditRow key={entry.id} entry={entry} format={format} />
      ))}
    </ConsoleTable>
  );
}
