import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A titled part of a console page; its table is named by the title. */
export function ConsoleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 16 }}>
      <Typography id={id} variant="p3" component="h2" sx={{ mb: 6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that scrolls sideways on a narrow screen (the scroll area is reachable by keys). */
export function ConsoleTable({
  labelledBy,
  head,
  children,
}: {
  labelledBy: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableContainer
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Table aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
