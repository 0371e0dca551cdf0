import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LAYOUT_PX } from '../../shared/theme/theme-constants';
import { CONTENT_GUTTERS } from './app-layout-constants';
import { ProductLogo } from './product-logo';

/**
 * The fixed 64 px header: the logo, then the header's buttons. A plain header (MUI's AppBar and
 * Toolbar would add their code to the first screen for two boxes).
 */
export function AppLayoutHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 'appBar',
        height: LAYOUT_PX.headerHeight,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'primary.main',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: LAYOUT_PX.headerHeight,
          maxWidth: LAYOUT_PX.contentMaxWidth,
          width: '100%',
          mx: 'auto',
          px: CONTENT_GUTTERS,
        }}
      >
        <ProductLogo />
        {actions}
      </Box>
    </Box>
  );
}
