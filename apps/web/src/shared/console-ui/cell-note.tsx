import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const TONES = {
  /** What the cell's value is of (a kiosk's id, a sku's title): quiet. */
  secondary: { color: 'text.secondary' },
  /** A state to act on soon (low stock). */
  warning: { color: 'warning.main', fontWeight: 700 },
  /** A state to act on now (a faulted slot). */
  error: { color: 'error.main', fontWeight: 700 },
} as const;

type TCellNoteProps = { tone: keyof typeof TONES; children: ReactNode } & Record<`data-${string}`, string>;

/** A small line under a console table cell's value; its colour is never the only sign (the text says it). */
export function CellNote({ tone, children, ...data }: TCellNoteProps) {
  return (
    <Typography variant="p6" component="span" sx={{ display: 'block', ...TONES[tone] }} {...data}>
      {children}
    </Typography>
  );
}
