import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LAYOUT_PX } from '../../shared/theme/theme-constants';
import { CONTENT_GUTTERS } from './app-layout-constants';

/** The 66 px footer, its content at the end. */
export function AppLayoutFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      component="footer"
      sx={{
        // Sticky rather than fixed: it stays at the bottom of the screen while the content
        // scrolls, yet takes its own space, so it never covers the last row of content.
        position: 'sticky',
        bottom: 0,
        height: LAYOUT_PX.footerHeight,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <Box
        sx={{
          height: '100%',
          maxWidth: LAYOUT_PX.contentMaxWidth,
          mx: 'auto',
          px: CONTENT_GUTTERS,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 8,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
