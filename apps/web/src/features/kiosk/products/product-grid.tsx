import Box from '@mui/material/Box';
import type { TProduct } from '@kiosk/contract';
import { ProductCard } from './product-card';

export const GRID_COLUMNS_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 12,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function ProductGrid({ products, label }: { products: TProduct[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={GRID_COLUMNS_SX}>
      {products.map((product, index) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} position={{ n: index + 1, m: products.length }} />
        </Box>
      ))}
    </Box>
  );
}
