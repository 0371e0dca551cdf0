import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LAYOUT_PX } from '../../shared/theme/theme-constants';
import { AppLayoutFooter } from './app-layout-footer';
import { AppLayoutHeader } from './app-layout-header';
import { CONTENT_GUTTERS, MAIN_CONTENT_ID } from './app-layout-constants';
import { SkipToContentLink } from './skip-to-content-link';

export { MAIN_CONTENT_ID } from './app-layout-constants';

export type TLayoutKind = 'kiosk' | 'mobile' | 'user';

type Props = {
  kind: TLayoutKind;
  /** Shown as the page's <h1> above the content. */
  title?: string;
  /** Content of the fixed 66 px footer; no footer when absent. */
  footer?: ReactNode;
  /** Buttons at the end of the header (the kiosk's emergency, language and session buttons). */
  headerActions?: ReactNode;
  children: ReactNode;
};

/** docs/product.md §2 layout: fixed 64 px header with the logo, content up to 1200 px, optional 66 px footer. */
export function AppLayout({ kind, title, footer, headerActions, children }: Props) {
  return (
    <Box data-layout={kind} sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipToContentLink />
      <AppLayoutHeader actions={headerActions} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: LAYOUT_PX.contentMaxWidth,
          mx: 'auto',
          pt: `${LAYOUT_PX.headerHeight + 24}px`,
          pb: '24px',
          px: CONTENT_GUTTERS,
          display: 'flex',
          flexDirection: 'column',
          '&:focus': { outline: 'none' },
        }}
      >
        {title ? (
          <Typography variant="p1" component="h1" sx={{ mb: 12 }}>
            {title}
          </Typography>
        ) : null}
        {children}
      </Box>
      {footer ? <AppLayoutFooter>{footer}</AppLayoutFooter> : null}
    </Box>
  );
}
