import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  /** The heading's id; the section is labelled by it (and a table inside may be too). */
  titleId: string;
  title: string;
  children: ReactNode;
};

/** One titled part of a staff screen: an `h2` heading and what belongs under it. */
export function StaffSection({ titleId, title, children }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <Typography id={titleId} variant="p2" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
