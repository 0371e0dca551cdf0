import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GRID_COLUMNS_SX } from './product-grid';

const PLACEHOLDER_CARDS = 6;

/** The grid's loading state: card-shaped placeholders and a status text for screen readers. */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Typography variant="p4" sx={{ mb: 8 }}>
        {label}
      </Typography>
      <Box sx={GRID_COLUMNS_SX} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            height={300}
            sx={{ borderRadius: (theme) => `${theme.radii.card}px` }}
          />
        ))}
      </Box>
    </Box>
  );
}
